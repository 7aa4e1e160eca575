import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type {
  InventoryRowFragment,
  ProductFieldsFragment,
  StoreProductsQuery,
} from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { savedRows, startFromSavedList } from '../../../lib/saved-list.ts';
import { inventoryFilters, inventoryKeys, type InventoryFilters } from './keys.ts';

graphql(`
  # What is free there is totalStock − reservedStock: one field less keeps the list's query
  # within the API's cost limit (server/graphql/limits.ts).
  fragment LocationStockRow on LocationStock {
    locationId
    name
    isPrimary
    totalStock
    reservedStock
  }

  fragment InventoryRow on InventoryEntry {
    id
    price
    mrp
    sku
    gtin
    totalStock
    reservedStock
    availableStock
    version
    # Only the locations holding or holding back its pieces: the store's others hold none, and
    # read from its list of locations (everyLocation, src/lib/locations.ts); every location of
    # every variant made a 500-variant product's answer 970 kB, two thirds of it zeros.
    locations(held: true) {
      ...LocationStockRow
    }
    productColorId
    productSizeId
    color {
      id
      name
      names {
        locale
        name
      }
      hexCode
    }
    size {
      id
      name
      names {
        locale
        name
      }
    }
    product {
      id
      name
      description
      mainImage
    }
  }
`);

/**
 * Everything a product's screen shows. The inventory list reads the same fields, so a product
 * opened from a saved list page shows at once, offline too (decision 020), and its own query only
 * refreshes it.
 */
graphql(`
  fragment ProductFields on Product {
    id
    storeId
    name
    description
    gender
    category {
      id
      name
      names {
        locale
        name
      }
    }
    subCategory
    tags
    mainImage
    productImages
    needsPhotos
    listingState
    listingReasons
    hasLiveVersion
    customReturnPolicy
    hsnCode
    chosenHsnCode
    customShippingPolicy
    version
    createdAt
    colors {
      colorId
      images
    }
    entries {
      ...InventoryRow
    }
  }
`);

export const StoreProductsDocument = graphql(`
  query StoreProducts(
    $storeId: ID!
    $page: Int!
    $limit: Int!
    $name: String
    $reference: String
    $after: String
    $before: String
  ) {
    storeProducts(
      storeId: $storeId
      page: $page
      limit: $limit
      name: $name
      reference: $reference
      after: $after
      before: $before
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        ...ProductFields
      }
    }
  }
`);

export type InventoryRow = InventoryRowFragment;
export type ProductDetails = ProductFieldsFragment;
export type InventoryPage = StoreProductsQuery['storeProducts'];

/**
 * A page of a store's products, one card each with its colour × size entries, read from the
 * cursor in the address (src/lib/cursors.ts PageCursors).
 */
export const inventoryQueryOptions = (storeId: string, given: Partial<InventoryFilters>) => {
  const filters = inventoryFilters(given);
  return queryOptions({
    queryKey: inventoryKeys.page(storeId, filters),
    queryFn: async (): Promise<InventoryPage> => {
      const { storeProducts } = await request(StoreProductsDocument, {
        storeId,
        page: filters.page,
        limit: PAGE_SIZE,
        name: filters.name || null,
        reference: filters.reference || null,
        after: filters.after ?? null,
        before: filters.before ?? null,
      });
      return storeProducts;
    },
    placeholderData: keepPreviousData,
  });
};

export const ProductDetailsDocument = graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      ...ProductFields
    }
  }
`);

/** The saved inventory list pages (each card holds its product's details). */
const savedInventoryPages = {
  queryKey: inventoryKeys.all,
  predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] === 'store',
};

/**
 * The products of `storeId` saved on this device that match a name and reference search, newest
 * first: what the inventory shows offline for a search it never saved (decision 025).
 */
export function searchSavedProducts(
  queryClient: QueryClient,
  storeId: string,
  filters: Pick<InventoryFilters, 'name' | 'reference'>,
): { saved: number; matches: ProductDetails[] } {
  const all = savedRows<ProductDetails>(queryClient, savedInventoryPages, {
    queryKey: inventoryKeys.products(),
  }).filter((p) => p.storeId === storeId);
  const name = filters.name.trim().toLowerCase();
  const reference = filters.reference.trim().toLowerCase();
  const matches = all.filter(
    (p) =>
      (!name || p.name.toLowerCase().includes(name)) &&
      (!reference || p.id.toLowerCase().startsWith(reference)),
  );
  return { saved: all.length, matches };
}

/** One product; opened from a saved list page it starts from that card (then refreshes). */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.product(id),
    queryFn: async (): Promise<ProductDetails> =>
      (await request(ProductDetailsDocument, { id })).product,
    ...startFromSavedList<ProductDetails>(sharedClient, savedInventoryPages, id),
  });

export { categoriesQueryOptions, lookupsQueryOptions } from '../../../lib/catalogue-lookups.ts';

/** Lookups change only with a release: kept a day, and saved for offline use. */
const DAY = 24 * 60 * 60_000;

const StoreShadesDocument = graphql(`
  query StoreShades($storeId: ID!) {
    storeShades(storeId: $storeId) {
      id
      name
      hexCode
    }
  }
`);

export const shadesQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: inventoryKeys.shades(storeId),
    queryFn: async () => (await request(StoreShadesDocument, { storeId })).storeShades,
    staleTime: DAY,
  });

const StorePoliciesDocument = graphql(`
  query StorePolicies {
    me {
      id
      stores {
        id
        review {
          shippingPolicy
          returnPolicy
        }
      }
    }
  }
`);

/** The store's shipping and return policies from onboarding: a new product's to start from. */
export const storePoliciesQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'policies', storeId] as const,
    queryFn: async () => {
      const { me } = await request(StorePoliciesDocument, {});
      const review = me?.stores.find((s) => s.id === storeId)?.review;
      return {
        shippingPolicy: review?.shippingPolicy ?? '',
        returnPolicy: review?.returnPolicy ?? '',
      };
    },
    staleTime: DAY,
  });

const AddShadeDocument = graphql(`
  mutation AddShade($storeId: ID!, $name: String!, $baseColorId: ID!) {
    addShade(storeId: $storeId, name: $name, baseColorId: $baseColorId) {
      id
      name
      hexCode
    }
  }
`);

/** Names a shade for the store (online: the product that uses it is created after it). */
export async function addShade(vars: { storeId: string; name: string; baseColorId: string }) {
  return (await request(AddShadeDocument, vars)).addShade;
}
