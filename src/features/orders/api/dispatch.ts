/** Issue 18's reads: the dispatch queues' counts and the day's pickup manifest. */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { orderKeys } from './keys.ts';

const DispatchCountsDocument = graphql(`
  query DispatchCounts($storeId: ID!) {
    dispatchCounts(storeId: $storeId) {
      toPack
      toShip
      breachingToday
      breached
    }
  }
`);

export const dispatchCountsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: orderKeys.dispatchCounts(storeId),
    queryFn: async () => (await request(DispatchCountsDocument, { storeId })).dispatchCounts,
  });

const PickupManifestDocument = graphql(`
  query PickupManifest($storeId: ID!, $day: String!) {
    pickupManifest(storeId: $storeId, day: $day) {
      courier
      awb
      orderId
      orderItemId
      productName
      quantity
      customerName
      pinCode
      shippedAt
    }
  }
`);

export const manifestQueryOptions = (storeId: string, day: string) =>
  queryOptions({
    queryKey: orderKeys.manifest(storeId, day),
    queryFn: async () => (await request(PickupManifestDocument, { storeId, day })).pickupManifest,
  });

const DisputeQcDocument = graphql(`
  mutation DisputeQc($id: ID!, $note: String!) {
    disputeQc(orderItemId: $id, note: $note) {
      id
      status
    }
  }
`);

/** The seller disputes a failed quality check; an admin decides (issue 18). */
export const disputeQc = (vars: { id: string; note: string }) => request(DisputeQcDocument, vars);
