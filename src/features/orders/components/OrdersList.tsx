import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ORDER_STATUSES } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { DISPATCH_QUEUE_LABELS } from '../../../../domain/labels-orders.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { SavedSearch } from '../../../components/ui/saved-search.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import type { OrderStatus } from '../../../gql/graphql.ts';
import { DISPATCH_QUEUES, type DispatchQueue } from '../../../../domain/dispatch.ts';
import { cn } from '../../../lib/cn.ts';
import { dispatchCountsQueryOptions } from '../api/dispatch.ts';
import { ordersQueryOptions, searchSavedOrders, type OrderRow } from '../api/queries.ts';
import type { OrderFilters } from '../api/keys.ts';
import { usePager } from '../../../lib/cursors.ts';
import { ItemStatusIn, PackagingLine } from './ItemStatusControl.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { shortId } from '../../../../domain/id.ts';
import { localName } from '../../../lib/local-name.ts';
import { locationName, storeLocationsQueryOptions } from '../../../lib/locations.ts';

/**
 * Seed section 2, Orders list: Order ID, Name, Email, Phone, Status, Amount, Invoice, Info, with
 * N/A for a missing e-mail or phone, and 'Page X of Y'. Beyond the seed: a status filter and a
 * search by order id or customer name, both on the server.
 */
export function OrdersList({
  filters,
  onFilters,
  returns = false,
}: {
  filters: OrderFilters;
  onFilters(next: OrderFilters): void;
  /** The Returns screen: the same cards, of orders with an item coming back (decision 022). */
  returns?: boolean;
}) {
  const { me, store } = useCurrentStore();
  const [text, setText] = useSettledSearch({ search: filters.search }, ({ search }) =>
    onFilters({ ...filters, search, page: 1 }),
  );

  const phone = useMedia(PHONE_WIDTH);
  const storeId = store?.id ?? '';
  const orders = useQuery({
    ...ordersQueryOptions(storeId, filters),
    enabled: Boolean(store),
  });
  const pager = usePager(filters, orders, onFilters);

  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  const filtered = Boolean(filters.search || filters.status || filters.queue || filters.location);
  return (
    <div className="flex flex-col gap-4">
      {!returns && (
        <DispatchQueues
          storeId={storeId}
          location={filters.location || null}
          current={filters.queue === 'RETURNS' ? '' : (filters.queue ?? '')}
          onQueue={(queue) => onFilters({ ...filters, queue, page: 1 })}
        />
      )}
      {filters.queue === 'TO_PACK' && orders.data && orders.data.items.length > 0 && (
        <Button asChild className="self-start">
          <Link
            data-testid="pack-by-scan"
            to="/store-owner/orders/pack"
            search={{
              orders: orders.data.items.map((o) => o.id).join(','),
              // Packed at the list's location: its items only (issue 51).
              location: filters.location || undefined,
            }}
          >
            {m.packTheseByScan({ count: orders.data.items.length })}
          </Link>
        </Button>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={m.searchByOrderIdOr()}
          value={text.search}
          onChange={(e) => setText('search', e.target.value)}
          inputMode="search"
          className="min-w-48 flex-1"
        />
        {!returns && (
          <SelectField
            label={m.status()}
            value={filters.status}
            onChange={(e) =>
              onFilters({ ...filters, status: e.target.value as OrderStatus | '', page: 1 })
            }
            className="min-w-40"
          >
            <option value="">{m.allStatuses()}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {labelOf(ORDER_STATUS_LABELS, s)}
              </option>
            ))}
          </SelectField>
        )}
        <LocationFilter
          storeId={storeId}
          value={filters.location ?? ''}
          onChange={(location) => onFilters({ ...filters, location, page: 1 })}
        />
      </div>
      <Card className="p-0" aria-label={m.orders()}>
        <QueryState
          query={orders}
          className="p-5"
          isEmpty={(page) => page.items.length === 0}
          page={filters.page}
          empty={
            returns
              ? m.returnsEmpty()
              : filters.queue
                ? m.queueEmpty()
                : filtered
                  ? m.ordersNoMatch()
                  : m.ordersEmpty()
          }
          fallbackError={m.failedToFetchOrders()}
          error={(message) => m.errorFetchingOrders({ message })}
          offline={
            filtered && filters.page === 1 ? (
              <SavedOrders storeId={storeId} filters={filters} phone={phone} />
            ) : undefined
          }
        >
          {(page) => (phone ? <OrderCards rows={page.items} /> : <OrdersTable rows={page.items} />)}
        </QueryState>
      </Card>
      <Pager {...pager} />
    </div>
  );
}

/**
 * Offline, a status, queue or search this device never saved: the orders it did save that match,
 * and how many it searched (decision 025).
 */
function SavedOrders({
  storeId,
  filters,
  phone,
}: {
  storeId: string;
  filters: OrderFilters;
  phone: boolean;
}) {
  const queryClient = useQueryClient();
  const { saved, matches } = searchSavedOrders(queryClient, storeId, {
    status: filters.status,
    search: filters.search,
    queue: filters.queue ?? '',
    location: filters.location ?? '',
  });
  return (
    <SavedSearch
      note={m.searchingSavedOrders({ count: saved })}
      matches={matches}
      empty={m.ordersNoMatch()}
      className="px-5 pt-5"
    >
      {(rows) => (phone ? <OrderCards rows={[...rows]} /> : <OrdersTable rows={[...rows]} />)}
    </SavedSearch>
  );
}

/**
 * The phone's orders: a card each, the whole head a link to the order, every item's status
 * changed in place (queued like the detail's, offline too).
 */
function OrderCards({ rows }: { rows: OrderRow[] }) {
  const { store } = useCurrentStore();
  // An invoice is money: a member whose role reads none is not offered it (decision 051).
  const mayMoney = mayIn(store, 'money.read');
  return (
    <ul className="flex flex-col divide-y divide-line">
      {rows.map((o) => (
        <li key={o.id} data-testid="order-row" className="relative flex flex-col gap-3 p-4">
          {/* The whole card opens the order (the link's area is stretched over it); its status
              controls and the invoice link sit above that area. */}
          <Link
            to="/store-owner/orders/$orderId"
            params={{ orderId: o.id }}
            aria-label={m.infoOfOrder({ order: shortId(o.id) })}
            className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-medium wrap-anywhere" data-testid="customer-name">
                {o.shippingInfo.name}
              </span>
              <span className="font-mono text-xs text-muted">
                {shortId(o.id)} · {formatDate(o.createdAt)}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <BreachMark order={o} />
              <StatusBadge status={o.status} />
              <span className="font-semibold tabular-nums">{formatRupees(o.totalAmount)}</span>
            </span>
          </Link>
          <ul className="flex flex-col gap-2" aria-label={m.itemsOfOrder({ order: shortId(o.id) })}>
            {o.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 text-sm">
                  {item.quantity} × {item.productName}
                  <span className="block text-xs text-muted">
                    {localName(item.color)} · {localName(item.size)}
                  </span>
                </span>
                <ItemStatusIn order={o} item={item} store={store} />
              </li>
            ))}
          </ul>
          <PackagingLine order={o} />
          {mayMoney && (
            <Link
              to="/store-owner/orders/$orderId/invoice"
              params={{ orderId: o.id }}
              aria-label={m.invoiceOfOrder({ order: shortId(o.id) })}
              className="tap-target relative self-start text-sm text-brand underline-offset-2 hover:underline"
            >
              {m.invoice()}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function OrdersTable({ rows }: { rows: OrderRow[] }) {
  // An invoice is money: a member whose role reads none is not offered it (decision 051).
  const { store } = useCurrentStore();
  const mayMoney = mayIn(store, 'money.read');
  // The e-mail is a customer's contact beyond the label: a packer's table has no such column.
  const mayContact = mayIn(store, 'customers.contact');
  return (
    <ScrollArea label={m.ordersTable()}>
      <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="font-medium">
              {m.orderId()}
            </th>
            <th scope="col" className="font-medium">
              {m.name()}
            </th>
            {mayContact && (
              <th scope="col" className="hidden font-medium lg:table-cell">
                {m.email()}
              </th>
            )}
            <th scope="col" className="hidden font-medium md:table-cell">
              {m.phone()}
            </th>
            <th scope="col" className="font-medium">
              {m.status()}
            </th>
            <th scope="col" className="text-right font-medium">
              {m.amountTotal()}
            </th>
            <th scope="col" className="font-medium">
              <span className="sr-only sm:not-sr-only">{m.invoice()}</span>
            </th>
            <th scope="col" className="font-medium">
              <span className="sr-only sm:not-sr-only">{m.info()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} data-testid="order-row" className="border-b border-line last:border-0">
              <td className="font-mono text-xs" title={o.id}>
                {shortId(o.id)}
              </td>
              <td data-testid="customer-name">
                <div className="max-w-64 wrap-break-word">{o.shippingInfo.name}</div>
              </td>
              {mayContact && (
                <td className="hidden lg:table-cell">
                  <div className="max-w-64 wrap-break-word">
                    {o.shippingInfo.email ?? m.notAvailableShort()}
                  </div>
                </td>
              )}
              <td className="hidden md:table-cell">
                {o.shippingInfo.phone ?? m.notAvailableShort()}
              </td>
              <td>
                <span className="flex flex-wrap items-center gap-1">
                  <StatusBadge status={o.status} />
                  <BreachMark order={o} />
                </span>
              </td>
              <td className="text-right tabular-nums">{formatRupees(o.totalAmount)}</td>
              <td>
                {mayMoney && (
                  <Link
                    to="/store-owner/orders/$orderId/invoice"
                    params={{ orderId: o.id }}
                    className="tap-target text-brand underline-offset-2 hover:underline"
                    aria-label={m.invoiceOfOrder({ order: shortId(o.id) })}
                  >
                    {m.invoice()}
                  </Link>
                )}
              </td>
              <td>
                <Link
                  to="/store-owner/orders/$orderId"
                  params={{ orderId: o.id }}
                  className="tap-target text-brand underline-offset-2 hover:underline"
                  aria-label={m.infoOfOrder({ order: shortId(o.id) })}
                >
                  {m.info()}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** Marks an order with an item still to leave after its dispatch-by date. */
function BreachMark({ order }: { order: OrderRow }) {
  if (!order.items.some((i) => i.breached)) return null;
  return (
    <span
      data-testid="breached"
      className="inline-block rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-danger-soft"
    >
      {labelOf(DISPATCH_QUEUE_LABELS, 'BREACHED')}
    </span>
  );
}

/**
 * The dispatch queues above the list, each with its count from the server's counters; choosing
 * one lists the orders with an item in it (decision 022).
 */
function DispatchQueues({
  storeId,
  location,
  current,
  onQueue,
}: {
  storeId: string;
  /** The chosen location's counts (issue 51), as the list below shows its orders. */
  location: string | null;
  current: DispatchQueue | '';
  onQueue(queue: DispatchQueue | ''): void;
}) {
  const counts = useQuery({
    ...dispatchCountsQueryOptions(storeId, location),
    enabled: Boolean(storeId),
  });
  const count: Record<DispatchQueue, number | undefined> = {
    TO_PACK: counts.data?.toPack,
    TO_SHIP: counts.data?.toShip,
    BREACHING_TODAY: counts.data?.breachingToday,
    BREACHED: counts.data?.breached,
  };
  const tab = (queue: DispatchQueue | '', label: string, n?: number) => (
    <button
      key={queue || 'all'}
      type="button"
      aria-pressed={current === queue}
      onClick={() => onQueue(queue)}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm',
        current === queue ? 'border-brand bg-highlight font-medium' : 'border-edge bg-surface',
        queue === 'BREACHED' && n ? 'text-danger' : '',
      )}
    >
      {label}
      {queue !== '' &&
        (n === undefined ? (
          // Its place held while the count comes (the frame has none): the chips do not wrap
          // onto another line, moving the list, when it arrives.
          <span aria-hidden className="invisible tabular-nums">
            {m.countItems({ count: 0 })}
          </span>
        ) : (
          <span className="tabular-nums">{m.countItems({ count: n })}</span>
        ))}
    </button>
  );
  return (
    <nav aria-label={m.dispatchQueues()} className="flex flex-wrap gap-2">
      {tab('', m.allOrders())}
      {DISPATCH_QUEUES.map((q) => tab(q, labelOf(DISPATCH_QUEUE_LABELS, q), count[q]))}
    </nav>
  );
}

/** Orders by where they ship from (issue 51), for a store with more than one location. */
function LocationFilter({
  storeId,
  value,
  onChange,
}: {
  storeId: string;
  value: string;
  onChange(location: string): void;
}) {
  const { store } = useCurrentStore();
  const several = (store?.locationCount ?? 1) > 1;
  const locations = useQuery({
    ...storeLocationsQueryOptions(storeId),
    enabled: Boolean(storeId) && several,
  });
  // Shown from the first paint when the store has several (its count comes with the page), so
  // that nothing appears late and moves the list; the choices fill in when read.
  if (!several && !value) return null;
  return (
    <SelectField
      label={m.manifestLocation()}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // A fixed width: the choices arriving after the first paint do not widen it.
      className="w-56 max-w-full"
    >
      <option value="">{m.manifestAllLocations()}</option>
      {locations.data?.map((l) => (
        <option key={l.id} value={l.id}>
          {locationName(l)}
        </option>
      ))}
    </SelectField>
  );
}
