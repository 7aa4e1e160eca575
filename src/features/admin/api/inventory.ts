import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { AdminInventoryQuery } from '../../../gql/graphql.ts';
import { cursorBook } from '../../../lib/cursors.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export interface AdminInventoryFilters {
  product: string;
  store: string;
  reference: string;
  low: boolean;
  page: number;
}

const AdminInventoryDocument = graphql(`
  query AdminInventory(
    $page: Int!
    $limit: Int!
    $product: String
    $store: String
    $reference: String
    $lowStockOnly: Boolean
    $after: String
  ) {
    adminInventory(
      page: $page
      limit: $limit
      product: $product
      store: $store
      reference: $reference
      lowStockOnly: $lowStockOnly
      after: $after
    ) {
      totalCount
      nextCursor
      items {
        id
        price
        totalStock
        availableStock
        lowStock
        color {
          name
        }
        size {
          name
        }
        product {
          id
          name
          mainImage
          storeName
        }
      }
    }
  }
`);

export type AdminInventoryRow = AdminInventoryQuery['adminInventory']['items'][number];

const cursors = cursorBook();

/**
 * A page of every store's inventory, each filter searched on the server; Next reads on from the
 * previous page's cursor (no OFFSET scan).
 */
export const adminInventoryQueryOptions = (f: AdminInventoryFilters) => {
  const scope = ['inventory', f.product, f.store, f.reference, f.low];
  return queryOptions({
    queryKey: [...adminKeys.all, 'inventory', f] as const,
    queryFn: async () => {
      const { adminInventory } = await request(AdminInventoryDocument, {
        page: f.page,
        limit: PAGE_SIZE,
        product: f.product || null,
        store: f.store || null,
        reference: f.reference || null,
        lowStockOnly: f.low || null,
        after: cursors.cursorFor(scope, f.page),
      });
      cursors.remember(scope, f.page, adminInventory.nextCursor);
      return adminInventory;
    },
    placeholderData: keepPreviousData,
  });
};
