import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type GenderCode } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type {
  InventoryRowFragment,
  ProductDetailsQuery,
  StoreInventoryQuery,
} from '../../../gql/graphql.ts';
import { cursorBook } from '../../../lib/cursors.ts';
import { request } from '../../../lib/graphql.ts';
import { inventoryKeys, type InventoryFilters } from './keys.ts';

graphql(`
  fragment InventoryRow on InventoryEntry {
    id
    price
    totalStock
    reservedStock
    availableStock
    version
    productColorId
    productSizeId
    color {
      id
      name
      hexCode
    }
    size {
      id
      name
    }
    product {
      id
      name
      description
      mainImage
    }
  }
`);

export const StoreInventoryDocument = graphql(`
  query StoreInventory(
    $storeId: ID!
    $page: Int!
    $limit: Int!
    $name: String
    $reference: String
    $after: String
  ) {
    storeInventoryTC(
      storeId: $storeId
      page: $page
      limit: $limit
      name: $name
      reference: $reference
      after: $after
    ) {
      totalCount
      nextCursor
      items {
        ...InventoryRow
      }
    }
  }
`);

export type InventoryRow = InventoryRowFragment;
export type InventoryPage = StoreInventoryQuery['storeInventoryTC'];

const cursors = cursorBook();

/** A page of a store's inventory; Next reads on from the previous page's cursor (no OFFSET). */
export const inventoryQueryOptions = (storeId: string, filters: InventoryFilters) => {
  const scope = [storeId, filters.name, filters.reference];
  return queryOptions({
    queryKey: inventoryKeys.page(storeId, filters),
    queryFn: async (): Promise<InventoryPage> => {
      const { storeInventoryTC } = await request(StoreInventoryDocument, {
        storeId,
        page: filters.page,
        limit: PAGE_SIZE,
        name: filters.name || null,
        reference: filters.reference || null,
        after: cursors.cursorFor(scope, filters.page),
      });
      cursors.remember(scope, filters.page, storeInventoryTC.nextCursor);
      return storeInventoryTC;
    },
    placeholderData: keepPreviousData,
  });
};

export const ProductDetailsDocument = graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      id
      storeId
      name
      description
      gender
      category {
        id
        name
      }
      subCategory
      tags
      mainImage
      productImages
      customReturnPolicy
      customShippingPolicy
      version
      createdAt
      entries {
        ...InventoryRow
      }
    }
  }
`);

export type ProductDetails = ProductDetailsQuery['product'];

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.product(id),
    queryFn: async () => (await request(ProductDetailsDocument, { id })).product,
  });

const CategoriesDocument = graphql(`
  query GetProductCategories($gender: GenderCode) {
    productCategories(gender: $gender) {
      id
      name
      subCategory
    }
  }
`);

const LookupsDocument = graphql(`
  query CatalogueLookups {
    colors {
      id
      name
      hexCode
    }
    productSizes {
      id
      name
    }
  }
`);

/** Lookups change only with a release: kept a day, and saved for offline use. */
const DAY = 24 * 60 * 60_000;

export const categoriesQueryOptions = (gender: GenderCode) =>
  queryOptions({
    queryKey: inventoryKeys.categories(gender),
    queryFn: async () => (await request(CategoriesDocument, { gender })).productCategories,
    staleTime: DAY,
  });

export const lookupsQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.lookups(),
    queryFn: () => request(LookupsDocument, {}),
    staleTime: DAY,
  });
