/** A product's listing review as its seller reads it (issue 50, decision 052). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { inventoryKeys } from './keys.ts';

const ListingReviewsDocument = graphql(`
  query ProductListingReviews($id: ID!) {
    product(id: $id) {
      id
      listingState
      listingReviews {
        id
        submittedAt
        decision
        reasons
        note
        decidedAt
        automatic
      }
    }
  }
`);

export const listingQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: inventoryKeys.listing(productId),
    queryFn: async () => (await request(ListingReviewsDocument, { id: productId })).product,
  });

const ResubmitDocument = graphql(`
  mutation ResubmitListing($productId: ID!) {
    resubmitListing(productId: $productId) {
      id
      listingState
      listingReasons
    }
  }
`);

/** Sends a refused version for review again, unchanged (online). */
export async function resubmitListing(queryClient: QueryClient, productId: string) {
  await request(ResubmitDocument, { productId });
  await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}
