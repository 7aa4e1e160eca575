import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { KEEP_FRESH_EVERY_MS } from '../../../../domain/offline.ts';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { forgetUnreadable } from './-forget-unreadable.ts';

/** The first refresh waits this long after the area opens: the screen's own data goes first. */
const FIRST_REFRESH_AFTER_MS = 4_000;

/**
 * While a store owner's console is open and online, the first pages of the orders in every open
 * status and of the inventory are kept fresh on the device (decision 020): soon after the area opens,
 * every few minutes, and when the connection comes back. Their rows hold each order's and
 * product's details, so any of them opens offline later. The work (and the queries it needs)
 * loads only when it first runs, after the page's own paint.
 */
export function useKeepShiftFresh() {
  const queryClient = useQueryClient();
  const { store } = useCurrentStore();
  const storeId = store?.id;
  // The role's permissions as one key: the effect restarts when they change, not on each render.
  const permissions = store?.myPermissions?.join(' ');
  const location = store?.myLocationId ?? null;
  useEffect(() => {
    if (!storeId) return;
    const shiftStore = { id: storeId, myPermissions: permissions?.split(' '), location };
    const refresh = () => {
      if (onlineManager.isOnline() && document.visibilityState === 'visible') {
        void import('./-refresh-shift.ts').then((m) => m.refreshShift(queryClient, shiftStore));
      }
    };
    const first = setTimeout(refresh, FIRST_REFRESH_AFTER_MS);
    const timer = setInterval(refresh, KEEP_FRESH_EVERY_MS);
    const stop = onlineManager.subscribe((online) => online && refresh());
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      stop();
    };
  }, [queryClient, storeId, permissions, location]);

  // What the role may no longer read leaves the device (decision 051): a role changed, or the
  // member now works in a store where it reads less.
  useEffect(() => {
    if (permissions === undefined) return;
    const role = { myPermissions: permissions.split(' ') };
    forgetUnreadable(queryClient, role);
  }, [queryClient, permissions]);
}
