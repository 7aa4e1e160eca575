/** The store's claims and support's queue (issue 50, decision 054): keys and queries only, light
 * enough for the routes' loaders. Filing and deciding are in ./api.ts. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { ClaimKind, ClaimStatus } from '../../../gql/graphql.ts';
import type { ListPlace } from '../../../lib/cursors.ts';
import { request } from '../../../lib/graphql.ts';

/** A store's list of claims: its place (decision 024) and its status filter ('' for all). */
export interface StoreClaimFilters extends ListPlace {
  status: ClaimStatus | '';
}

/** Support's queue: its place, and its status and kind filters. */
export interface ClaimQueueFilters extends StoreClaimFilters {
  kind: ClaimKind | '';
}

export const claimKeys = {
  all: ['claims'] as const,
  store: (storeId: string, filters: StoreClaimFilters) =>
    [...claimKeys.all, 'store', storeId, filters] as const,
  queue: (filters: ClaimQueueFilters) => [...claimKeys.all, 'queue', filters] as const,
};

/** A list's place as the list contract's arguments. */
const placeArgs = ({ page, after, before }: ListPlace) => ({
  page,
  limit: PAGE_SIZE,
  after: after ?? null,
  before: before ?? null,
});

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
  query StoreClaims(
    $storeId: ID!
    $status: ClaimStatus
    $page: Int
    $limit: Int
    $after: String
    $before: String
  ) {
    storeClaims(
      storeId: $storeId
      status: $status
      page: $page
      limit: $limit
      after: $after
      before: $before
    ) {
      items {
        ...ClaimFields
      }
      totalCount
      totalCapped
      nextCursor
      prevCursor
    }
  }
`);

export const storeClaimsQuery = (storeId: string, filters: StoreClaimFilters) =>
  queryOptions({
    queryKey: claimKeys.store(storeId, filters),
    queryFn: async () =>
      (
        await request(StoreClaimsDocument, {
          storeId,
          status: filters.status || null,
          ...placeArgs(filters),
        })
      ).storeClaims,
    placeholderData: keepPreviousData,
  });

const ClaimQueueDocument = graphql(`
  query ClaimQueue(
    $status: ClaimStatus
    $kind: ClaimKind
    $page: Int
    $limit: Int
    $after: String
    $before: String
  ) {
    claimQueue(
      status: $status
      kind: $kind
      page: $page
      limit: $limit
      after: $after
      before: $before
    ) {
      items {
        ...ClaimFields
      }
      totalCount
      totalCapped
      nextCursor
      prevCursor
    }
  }
`);

export const claimQueueQuery = (filters: ClaimQueueFilters) =>
  queryOptions({
    queryKey: claimKeys.queue(filters),
    queryFn: async () =>
      (
        await request(ClaimQueueDocument, {
          status: filters.status || null,
          kind: filters.kind || null,
          ...placeArgs(filters),
        })
      ).claimQueue,
    placeholderData: keepPreviousData,
  });
