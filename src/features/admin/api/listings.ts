/** The listing review queue for CATALOGUE staff (issue 50, decision 052). */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ListingRejectReason } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

graphql(`
  fragment ListingVersionFields on ListingVersion {
    name
    description
    gender
    category
    subCategory
    mainImage
    productImages
    colors {
      colorId
      colorName
      images
    }
    mrps {
      variant
      mrpPaise
    }
  }
`);

const ListingQueueDocument = graphql(`
  query ListingQueue(
    $forStore: ID
    $categoryId: ID
    $reason: ListingRejectReason
    $importId: ID
    $after: String
    $limit: Int
  ) {
    listingReviews(
      forStore: $forStore
      categoryId: $categoryId
      reason: $reason
      importId: $importId
      after: $after
      limit: $limit
    ) {
      totalCount
      totalCapped
      nextCursor
      items {
        id
        productId
        storeId
        storeName
        submittedAt
        changed
        previousReasons
        importId
        version {
          ...ListingVersionFields
        }
        previous {
          ...ListingVersionFields
        }
        refused {
          ...ListingVersionFields
        }
        changedSinceRefusal
      }
    }
  }
`);

export interface QueueFilters {
  forStore?: string;
  categoryId?: string;
  reason?: ListingRejectReason;
  importId?: string;
  after?: string;
}

/** A page of the queue: 20 versions, oldest first. */
export const QUEUE_PAGE = 20;

export const listingQueueOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'listing-queue', filters],
    queryFn: async () =>
      (await request(ListingQueueDocument, { ...filters, limit: QUEUE_PAGE })).listingReviews,
  });

const DecideDocument = graphql(`
  mutation DecideListing(
    $reviewId: ID!
    $approve: Boolean!
    $reasons: [ListingRejectReason!]
    $note: String
  ) {
    decideListing(reviewId: $reviewId, approve: $approve, reasons: $reasons, note: $note) {
      id
      decision
    }
  }
`);

export const decideListing = (vars: {
  reviewId: string;
  approve: boolean;
  reasons?: ListingRejectReason[];
  note?: string;
}) => request(DecideDocument, vars);

const BulkDocument = graphql(`
  mutation ApproveListings($reviewIds: [ID!]!) {
    approveListings(reviewIds: $reviewIds) {
      id
    }
  }
`);

export const approveListings = (reviewIds: string[]) => request(BulkDocument, { reviewIds });

const TrustDocument = graphql(`
  query ListingTrust($storeId: ID!) {
    listingTrust(storeId: $storeId) {
      storeName
      trusted
      override
      approved
      rejected
      minApproved
      maxRejectedPercent
    }
  }
`);

export const listingTrustOptions = (storeId: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'listing-trust', storeId],
    queryFn: async () => (await request(TrustDocument, { storeId })).listingTrust,
  });

const SetTrustDocument = graphql(`
  mutation SetListingTrust($storeId: ID!, $trusted: Boolean) {
    setListingTrust(storeId: $storeId, trusted: $trusted) {
      storeName
      trusted
      override
      approved
      rejected
      minApproved
      maxRejectedPercent
    }
  }
`);

export const setListingTrust = (storeId: string, trusted: boolean | null) =>
  request(SetTrustDocument, { storeId, trusted });
