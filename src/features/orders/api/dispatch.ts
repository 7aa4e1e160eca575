/** Decision 022's reads: the dispatch queues' counts and the day's pickup manifest. */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PickupManifestQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { orderKeys } from './keys.ts';

const DispatchCountsDocument = graphql(`
  query DispatchCounts($storeId: ID!, $location: ID) {
    dispatchCounts(storeId: $storeId, location: $location) {
      toPack
      toShip
      breachingToday
      breached
    }
  }
`);

export const dispatchCountsQueryOptions = (storeId: string, location: string | null = null) =>
  queryOptions({
    queryKey: orderKeys.dispatchCounts(storeId, location),
    queryFn: async () =>
      (await request(DispatchCountsDocument, { storeId, location })).dispatchCounts,
  });

/** Lines per manifest request: the server's default and most. */
const MANIFEST_PAGE = 500;

const PickupManifestDocument = graphql(`
  query PickupManifest($storeId: ID!, $day: String!, $after: String, $location: ID) {
    pickupManifest(storeId: $storeId, day: $day, after: $after, location: $location) {
      cursor
      courier
      awb
      orderId
      orderItemId
      locationId
      productName
      quantity
      customerName
      pinCode
      shippedAt
    }
  }
`);

export const manifestQueryOptions = (
  storeId: string,
  day: string,
  location: string | null = null,
) =>
  queryOptions({
    queryKey: orderKeys.manifest(storeId, day, location),
    // The manifest pages (decision 026): a day of any size is read 500 lines a request, and printed
    // whole.
    queryFn: async () => {
      const lines: PickupManifestQuery['pickupManifest'] = [];
      let after: string | null = null;
      for (;;) {
        const answer: PickupManifestQuery = await request(PickupManifestDocument, {
          storeId,
          day,
          after,
          location,
        });
        const page = answer.pickupManifest;
        lines.push(...page);
        if (page.length < MANIFEST_PAGE) return lines;
        after = page.at(-1)!.cursor;
      }
    },
  });
