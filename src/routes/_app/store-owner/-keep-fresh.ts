import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { KEEP_FRESH_EVERY_MS, OPEN_ORDER_STATUSES } from '../../../../domain/offline.ts';
import { inventoryQueryOptions } from '../../../features/inventory/api/queries.ts';
import { ordersQueryOptions } from '../../../features/orders/api/queries.ts';
import { useCurrentStore } from '../../../lib/current-store.ts';

/** Reads the first pages a shift needs offline; each read is saved with the cache. */
export function refreshShift(queryClient: QueryClient, storeId: string) {
  const first = { page: 1, search: '' };
  return Promise.allSettled([
    queryClient.prefetchQuery(ordersQueryOptions(storeId, { ...first, status: '' }, null)),
    ...OPEN_ORDER_STATUSES.map((status) =>
      queryClient.prefetchQuery(ordersQueryOptions(storeId, { ...first, status }, null)),
    ),
    queryClient.prefetchQuery(inventoryQueryOptions(storeId, { page: 1, name: '', reference: '' })),
  ]);
}

/**
 * While a store owner's console is open and online, the first pages of the orders in every open
 * status and of the inventory are kept fresh on the device (issue 16): at once, every few
 * minutes, and when the connection comes back. Their rows hold each order's and product's
 * details, so any of them opens offline later.
 */
export function useKeepShiftFresh() {
  const queryClient = useQueryClient();
  const { store } = useCurrentStore();
  const storeId = store?.id;
  useEffect(() => {
    if (!storeId) return;
    const refresh = () => {
      if (onlineManager.isOnline() && document.visibilityState === 'visible') {
        void refreshShift(queryClient, storeId);
      }
    };
    refresh();
    const timer = setInterval(refresh, KEEP_FRESH_EVERY_MS);
    const stop = onlineManager.subscribe((online) => online && refresh());
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [queryClient, storeId]);
}
