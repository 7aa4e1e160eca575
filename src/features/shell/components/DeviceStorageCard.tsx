import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../domain/dates.ts';
import { formatNumber } from '../../../../domain/intl.ts';
import {
  KEEP_FRESH_EVERY_MS,
  SAVED_CACHE_MB,
  SAVED_LIMITS,
  type ShiftPart,
} from '../../../../domain/offline.ts';
import { m } from '../../../../domain/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { persistState, storageUsage } from '../../../offline/storage.ts';
import { session } from '../../../lib/session.ts';
import { mayKeep, useCurrentStore } from '../../../lib/current-store.ts';

const MB = 1024 * 1024;

/** How the card names each part of a shift, listed only where the role keeps it (SHIFT_PARTS). */
const KEPT: Record<ShiftPart, () => string> = {
  orders: m.deviceKeptOrders,
  returns: m.deviceKeptReturns,
  invoices: m.deviceKeptInvoices,
  manifest: m.deviceKeptManifest,
  payments: m.deviceKeptPayments,
  inventory: m.deviceKeptInventory,
};

/**
 * What this device keeps for offline work (decision 020): how many orders and products, when they
 * were last refreshed, the space used, and whether the browser agreed to keep it.
 */
export function DeviceStorageCard() {
  const queryClient = useQueryClient();
  const { store } = useCurrentStore();
  // Counted again whenever the cache changes (it is restored from the device after a reload).
  const [, setVersion] = useState(0);
  useEffect(
    () => queryClient.getQueryCache().subscribe(() => setVersion((v) => v + 1)),
    [queryClient],
  );
  const usage = useQuery({
    queryKey: ['device-storage'],
    queryFn: storageUsage,
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  const cache = queryClient.getQueryCache().getAll();
  const orderIds = new Set<string>();
  const productIds = new Set<string>();
  let refreshed = 0;
  for (const query of cache) {
    const [area, kind] = query.queryKey as string[];
    const data = query.state.data as { items?: { id?: string }[]; id?: string } | undefined;
    if (!data) continue;
    if (area === 'orders' && kind === 'store')
      data.items?.forEach((o) => o.id && orderIds.add(o.id));
    if (area === 'orders' && kind === 'order' && data.id) orderIds.add(data.id);
    if (area === 'inventory' && kind === 'product' && data.id) productIds.add(data.id);
    if (area === 'inventory' && kind === 'store')
      data.items?.forEach((p) => p.id && productIds.add(p.id));
    refreshed = Math.max(refreshed, query.state.dataUpdatedAt);
  }
  const persist = persistState();
  return (
    <Card aria-labelledby="device-storage" className="flex flex-col gap-2">
      <h2 id="device-storage" className="text-lg font-semibold">
        {m.deviceStorageTitle()}
      </h2>
      <p data-testid="device-kept">
        {m.deviceKept({ orders: orderIds.size, products: productIds.size })}
      </p>
      <div className="text-sm text-soft" data-testid="device-kept-how">
        <p>{m.deviceKeptEvery({ minutes: KEEP_FRESH_EVERY_MS / 60_000 })}</p>
        <ul className="list-disc ps-5">
          {(Object.keys(KEPT) as ShiftPart[])
            .filter((part) => mayKeep(store, part))
            .map((part) => (
              <li key={part}>{KEPT[part]()}</li>
            ))}
        </ul>
        <p>
          {m.deviceKeptAtMost({
            orders: SAVED_LIMITS['orders/order']!,
            invoices: SAVED_LIMITS['orders/invoice']!,
            products: SAVED_LIMITS['inventory/product']!,
            megabytes: SAVED_CACHE_MB,
          })}
        </p>
      </div>
      <p className="text-sm text-soft">
        {refreshed
          ? m.deviceRefreshed({ when: formatDateTime(refreshed) })
          : m.deviceNothingSaved()}
      </p>
      {usage.data && (
        <p className="text-sm text-soft" data-testid="device-usage">
          {m.deviceUsage({
            used: formatNumber(usage.data.usage / MB, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
            quota: formatNumber(Math.round(usage.data.quota / MB)),
          })}
        </p>
      )}
      <p className="text-sm" data-testid="device-persist">
        {persist === 'granted'
          ? m.devicePersistGranted()
          : persist === 'refused'
            ? m.devicePersistRefused()
            : persist === 'unsupported'
              ? m.devicePersistUnsupported()
              : m.devicePersistNotAsked()}
      </p>
      <p className="text-sm" data-testid="device-session">
        {session.isRemembered() ? m.deviceKeptRemembered() : m.deviceKeptSession()}
      </p>
      <p className="text-sm text-soft">{m.deviceKeptQueued()}</p>
    </Card>
  );
}
