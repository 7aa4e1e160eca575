/** The store's claims and support's queue (issue 50, decision 054): keys and queries only, light
 * enough for the routes' loaders. Filing and deciding are in ./api.ts. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ClaimKind, ClaimStatus } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';

export const claimKeys = {
  all: ['claims'] as const,
  store: (storeId: string, status: ClaimStatus | '', after: string) =>
    [...claimKeys.all, 'store', storeId, status, after] as const,
  queue: (status: ClaimStatus | '', kind: ClaimKind | '', after: string) =>
    [...claimKeys.all, 'queue', status, kind, after] as const,
};

graphql(`
  fragment ClaimFields on Claim {
    id
    kind
    status
    storeId
    storeName
    orderId
    orderItemId
    productName
    color {
      name
      names {
        locale
        name
      }
    }
    size {
      name
      names {
        locale
        name
      }
    }
    itemAmountPaise
    returnReason
    returnNote
    awb
    note
    photos
    video
    qcNote
    qcPhotos
    amountClaimedPaise
    amountAcceptedPaise
    deadline
    decisionReason
    createdAt
    decidedAt
  }
`);

const StoreClaimsDocument = graphql(`
  query StoreClaims($storeId: ID!, $status: ClaimStatus, $after: String) {
    storeClaims(storeId: $storeId, status: $status, after: $after, limit: 20) {
      items {
        ...ClaimFields
      }
      totalCount
      totalCapped
      nextCursor
    }
  }
`);

export const storeClaimsQuery = (storeId: string, status: ClaimStatus | '', after: string) =>
  queryOptions({
    queryKey: claimKeys.store(storeId, status, after),
    queryFn: async () =>
      (
        await request(StoreClaimsDocument, {
          storeId,
          status: status || null,
          after: after || null,
        })
      ).storeClaims,
    placeholderData: keepPreviousData,
  });

const ClaimQueueDocument = graphql(`
  query ClaimQueue($status: ClaimStatus, $kind: ClaimKind, $after: String) {
    claimQueue(status: $status, kind: $kind, after: $after, limit: 20) {
      items {
        ...ClaimFields
      }
      totalCount
      totalCapped
      nextCursor
    }
  }
`);

export const claimQueueQuery = (status: ClaimStatus | '', kind: ClaimKind | '', after: string) =>
  queryOptions({
    queryKey: claimKeys.queue(status, kind, after),
    queryFn: async () =>
      (
        await request(ClaimQueueDocument, {
          status: status || null,
          kind: kind || null,
          after: after || null,
        })
      ).claimQueue,
    placeholderData: keepPreviousData,
  });
