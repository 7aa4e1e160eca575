import type { QueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { DISPATCH_QUEUES } from '../../../../domain/dispatch.ts';
import { GENDER_CODES } from '../../../../domain/enums.ts';
import { thumbnailOf } from '../../../../domain/uploads.ts';
import {
  KEEP_FRESH_EVERY_MS,
  OPEN_ORDER_STATUSES,
  RETURNS_PAGES_KEPT,
  type ShiftPart,
} from '../../../../domain/offline.ts';
import {
  categoriesQueryOptions,
  inventoryQueryOptions,
  lookupsQueryOptions,
  shadesQueryOptions,
  storePoliciesQueryOptions,
} from '../../../features/inventory/api/queries.ts';
import { variantsQueryOptions } from '../../../features/inventory/api/bulk.ts';
import { locationStockQueryOptions } from '../../../features/inventory/api/location-stock.ts';
import {
  dispatchCountsQueryOptions,
  manifestQueryOptions,
} from '../../../features/orders/api/dispatch.ts';
import { orderFilters, type OrderFilters } from '../../../features/orders/api/keys.ts';
import { ordersQueryOptions, type OrdersPage } from '../../../features/orders/api/queries.ts';
import { invoiceQueryOptions } from '../../../features/orders/api/records.ts';
import { paymentsQueryOptions } from '../../../features/payments/api/payments.ts';
export { forgetUnreadable } from './-forget-unreadable.ts';
import { indianDate } from '../../../../domain/dates.ts';
import { storeLocationsQueryOptions } from '../../../lib/locations.ts';
import { inOwnTask } from '../../../lib/tasks.ts';
import { mayKeep } from '../../../lib/current-store.ts';

/** How long the saved variants serve the scanners before the refresh reads them again. */
const VARIANTS_FRESH_MS = 3 * KEEP_FRESH_EVERY_MS;

/**
 * How many of the shift's reads, and of its invoices, are in flight at once. A browser keeps six
 * connections to the server; the twenty or so reads started together took all six, and the
 * seller's own requests (a price saved, the page's reads) waited behind them: a new user's trial
 * on a slow link saw a price confirmed 6-8 s after the server had saved it. Three are left to the
 * screens.
 */
const READS_AT_ONCE = 3;

/**
 * Reads what a shift needs offline (decision 025), each saved with the cache under the key its screen
 * asks for (the screens and this build their filters with the same `orderFilters`): the first
 * page of all orders, of each open status and of each dispatch queue; every open return and RTO;
 * the invoice of every saved order that has one, once per change of its order; today's
 * pickup manifest; the payments summary and the dispatch counts; the first inventory page; and
 * the product form's colours, sizes and every gender's categories. Each read starts in a task of
 * its own: the twenty or so started together would block the page for a moment on a slow phone.
 * No more than READS_AT_ONCE are in flight, so the seller's own requests never queue behind them.
 */
export async function refreshShift(queryClient: QueryClient, store: ShiftStore) {
  const storeId = store.id;
  const may = (part: ShiftPart) => mayKeep(store, part);
  const lane = pLimit(READS_AT_ONCE);
  const read = (filters: OrderFilters) =>
    lane(() => inOwnTask(() => queryClient.fetchQuery(ordersQueryOptions(storeId, filters)))).catch(
      () => null,
    );
  // A member who works at a location saves its lists, as their screens open on it (issue 51).
  const location = store.location ?? '';
  const firstPages = may('orders')
    ? [
        orderFilters({ location }),
        ...OPEN_ORDER_STATUSES.map((status) => orderFilters({ status, location })),
        ...DISPATCH_QUEUES.map((queue) => orderFilters({ queue, location })),
      ]
    : [];
  // The device saves only what the member's role may read (decision 051).
  const when = (part: ShiftPart, reads: (() => Promise<unknown>)[]) =>
    may(part) ? reads.map((r) => lane(() => inOwnTask(r))) : [];
  const [pages, returns] = await Promise.all([
    Promise.all(firstPages.map(read)),
    may('returns') ? readReturns(read) : Promise.resolve([]),
    Promise.allSettled([
      ...when('orders', [
        () => queryClient.prefetchQuery(dispatchCountsQueryOptions(storeId, store.location)),
        // The lists' "Ships from" names the member's location offline too (issue 51).
        () => queryClient.prefetchQuery(storeLocationsQueryOptions(storeId)),
      ]),
      ...when('manifest', [
        () =>
          queryClient.prefetchQuery(
            manifestQueryOptions(storeId, indianDate(new Date()), store.location),
          ),
      ]),
      ...when('payments', [() => queryClient.prefetchQuery(paymentsQueryOptions(storeId))]),
      ...when('inventory', [
        () =>
          queryClient
            .fetchQuery(inventoryQueryOptions(storeId, {}))
            .then((page) => warmImages(page.items.map((p) => p.mainImage))),
        () => queryClient.prefetchQuery(lookupsQueryOptions()),
        // Every variant with its codes: scanning finds, counts and packs offline (decision 038).
        // A large store's is many pages: read again at most every few refreshes, not at each.
        () =>
          queryClient.prefetchQuery({
            ...variantsQueryOptions(storeId),
            staleTime: VARIANTS_FRESH_MS,
          }),
        () => queryClient.prefetchQuery(shadesQueryOptions(storeId)),
        // A count at the member's location is checked against its pieces, offline too (issue 51).
        ...(store.location
          ? [
              () => queryClient.prefetchQuery(storeLocationsQueryOptions(storeId)),
              () => queryClient.prefetchQuery(locationStockQueryOptions(storeId, store.location!)),
            ]
          : []),
        () => queryClient.prefetchQuery(storePoliciesQueryOptions(storeId)),
        ...GENDER_CODES.map(
          (gender) => () => queryClient.prefetchQuery(categoriesQueryOptions(gender)),
        ),
      ]),
    ]),
  ]);
  if (!may('invoices')) return;
  await readInvoices(
    queryClient,
    storeId,
    [...pages, ...returns].flatMap((page) => page?.items ?? []),
  );
}

/** The store a shift is kept for, with what the member's role may read there. */
export interface ShiftStore {
  id: string;
  myPermissions?: readonly string[] | null;
  /** The location the member works at (issue 51); null, every location. */
  location?: string | null;
}

type SavedOrder = OrdersPage['items'][number];

/**
 * What an order's invoice depends on: its number, and which items are in which state (a credit
 * note is issued when an item is cancelled, returned or back by RTO; the invoice never changes
 * otherwise). An invoice saved under the same signature is current, and is not read again.
 */
const invoiceSignature = (o: SavedOrder) =>
  `${o.invoiceNumber}|${o.items
    .map((i) => `${i.id}:${i.itemStatus}`)
    .sort()
    .join(',')}`;

const signaturesKey = (storeId: string) => ['shift', storeId, 'invoice-signatures'] as const;

/**
 * The invoice of every saved order that has one (its label is drawn from the order itself), read
 * only when it is not on the device or its order has changed since it was read: a shift's
 * refreshes read each invoice once, not at every refresh (issue 48: 218 of 722 requests were
 * invoices read again). The signatures are saved with the cache, so a cold start keeps them.
 */
async function readInvoices(queryClient: QueryClient, storeId: string, orders: SavedOrder[]) {
  const saved = queryClient.getQueryData<Record<string, string>>(signaturesKey(storeId)) ?? {};
  const current: Record<string, string> = {};
  const stale: [string, string][] = [];
  const seen = new Set<string>();
  for (const order of orders) {
    if (!order.invoiceNumber || seen.has(order.id)) continue;
    seen.add(order.id);
    const signature = invoiceSignature(order);
    const kept = queryClient.getQueryData(invoiceQueryOptions(order.id).queryKey) !== undefined;
    if (kept && saved[order.id] === signature) current[order.id] = signature;
    else stale.push([order.id, signature]);
  }
  const lane = pLimit(READS_AT_ONCE);
  await Promise.all(
    stale.map(([id, signature]) =>
      lane(() =>
        inOwnTask(() => queryClient.fetchQuery({ ...invoiceQueryOptions(id), staleTime: 0 })),
      )
        .then(() => (current[id] = signature))
        .catch(() => undefined),
    ),
  );
  queryClient.setQueryData(signaturesKey(storeId), current);
}

/**
 * Loads pictures as images (so the service worker keeps them, as it keeps what a screen shows):
 * the saved first inventory page's cards show their photos offline, even those below the fold.
 */
function warmImages(addresses: (string | null | undefined)[]) {
  for (const address of addresses) if (address) new Image().src = thumbnailOf(address);
}

/** Every page of the returns queue, as the Returns screen's Next reads them (by cursor). */
async function readReturns(read: (filters: OrderFilters) => Promise<OrdersPage | null>) {
  const pages: OrdersPage[] = [];
  let filters = orderFilters({ queue: 'RETURNS' });
  while (pages.length < RETURNS_PAGES_KEPT) {
    const page = await read(filters);
    if (!page) break;
    pages.push(page);
    if (!page.nextCursor) break;
    filters = orderFilters({ queue: 'RETURNS', page: filters.page + 1, after: page.nextCursor });
  }
  return pages;
}
