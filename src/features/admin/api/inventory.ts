import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { AdminInventoryQuery } from '../../../gql/graphql.ts';
import type { PageCursors } from '../../../lib/cursors.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export interface AdminInventoryFilters extends PageCursors {
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
    $before: String
  ) {
    adminInventory(
      page: $page
      limit: $limit
      product: $product
      store: $store
      reference: $reference
      lowStockOnly: $lowStockOnly
      after: $after
      before: $before
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        id
        price
        totalStock
        availableStock
        lowStock
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

/**
 * A page of every store's inventory, each filter searched on the server, from the cursor in the
 * address (decision 024).
 */
export const adminInventoryQueryOptions = (f: AdminInventoryFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'inventory', f] as const,
    queryFn: async () =>
      (
        await request(AdminInventoryDocument, {
          page: f.page,
          limit: PAGE_SIZE,
          product: f.product || null,
          store: f.store || null,
          reference: f.reference || null,
          lowStockOnly: f.low || null,
          after: f.after,
          before: f.before,
        })
      ).adminInventory,
    placeholderData: keepPreviousData,
  });
