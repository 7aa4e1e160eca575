import type { QueryClient } from '@tanstack/react-query';
import { GENDER_CODES } from '../../../../domain/enums.ts';
import { OPEN_ORDER_STATUSES } from '../../../../domain/offline.ts';
import {
  categoriesQueryOptions,
  inventoryQueryOptions,
  lookupsQueryOptions,
} from '../../../features/inventory/api/queries.ts';
import { ordersQueryOptions } from '../../../features/orders/api/queries.ts';

/**
 * Reads what a shift needs offline, each saved with the cache: the first pages of the orders (all,
 * and each open status) and of the inventory, and the product form's colours, sizes and every
 * gender's categories (so Add Product works offline even if the form was never opened online).
 */
export function refreshShift(queryClient: QueryClient, storeId: string) {
  const first = { page: 1, search: '' };
  return Promise.allSettled([
    queryClient.prefetchQuery(ordersQueryOptions(storeId, { ...first, status: '' })),
    ...OPEN_ORDER_STATUSES.map((status) =>
      queryClient.prefetchQuery(ordersQueryOptions(storeId, { ...first, status })),
    ),
    queryClient.prefetchQuery(inventoryQueryOptions(storeId, { page: 1, name: '', reference: '' })),
    queryClient.prefetchQuery(lookupsQueryOptions()),
    ...GENDER_CODES.map((gender) => queryClient.prefetchQuery(categoriesQueryOptions(gender))),
  ]);
}
