import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { relativeTimeFormat } from '../../../../domain/intl.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '../../../../domain/messages.ts';
import { formatInr, rupeesToPaise } from '../../../../domain/money.ts';
import { orderHistoryFigures, ordinal, timeline } from '../../../../domain/order-history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager, type ListPlace } from '../../../lib/cursors.ts';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { historyQueryOptions, type HistoryEntry } from '../api/records.ts';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../../../domain/dates.ts';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { useMedia } from '../../../lib/use-media.ts';
import { shortId } from '../../../../domain/id.ts';

const linesOf = (entry: HistoryEntry) =>
  entry.order.items
    .filter((i) => i.itemStatus !== 'CANCELLED')
    .map((i) => ({
      productName: i.productName,
      quantity: i.quantity,
      pricePaise: rupeesToPaise(i.price),
      amountPaise: i.amountPaise,
      taxablePaise: i.taxablePaise,
      taxPaise: i.taxPaise,
    }));

const figuresOf = (entry: HistoryEntry) =>
  orderHistoryFigures(linesOf(entry), {
    pricesIncludeTax: entry.order.pricesIncludeTax,
    packagingPaise: entry.order.packagingPaise,
    packagingTaxPaise: entry.order.packagingTaxPaise,
  });

/** "3 hours ago", in English, from an epoch-ms time. */
function ago(at: number, now = Date.now()) {
  const rtf = relativeTimeFormat({ numeric: 'always' });
  const minutes = Math.round((at - now) / 60_000);
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  return rtf.format(Math.round(hours / 24), 'day');
}

/**
 * Seed section 2, Order history: the store's completed orders on the left, one order's timeline
 * and bill on the right, with the seed's arithmetic (domain/order-history.ts).
 */
export function OrderHistory({
  place,
  onPlace,
}: {
  place: ListPlace;
  onPlace(next: ListPlace): void;
}) {
  const { me, store } = useCurrentStore();
  const history = useQuery({
    ...historyQueryOptions(store?.id ?? '', place),
    enabled: Boolean(store),
  });
  const pager = usePager(place, history, onPlace);
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={history}
        isEmpty={(data) => data.items.length === 0}
        empty={m.historyEmpty()}
        page={place.page}
        fallbackError={m.failedToFetchOrders()}
        error={(message) => m.errorFetchingOrders({ message })}
      >
        {(data) => <HistoryList items={data.items} />}
      </QueryState>
      <Pager {...pager} />
    </div>
  );
}

function HistoryList({ items }: { items: HistoryEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const wide = useMedia('(min-width: 1024px)');
  const open = items.find((e) => e.order.id === openId) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ul className="flex flex-col gap-3" aria-label={m.completedOrders()}>
          {items.map((entry) => (
            <li key={entry.order.id} className="flex flex-col gap-3">
              <HistoryCard
                entry={entry}
                selected={entry === open}
                onOpen={() => setOpenId(entry.order.id)}
              />
              {/* One column (phones): the order opens where it was tapped, not far below. */}
              {!wide && entry === open && <HistoryDetail entry={open} />}
            </li>
          ))}
        </ul>
        {wide &&
          (open ? (
            <HistoryDetail entry={open} />
          ) : (
            <p className="text-soft">{m.chooseAnOrderToSee()}</p>
          ))}
      </div>
    </div>
  );
}

function HistoryCard({
  entry,
  selected,
  onOpen,
}: {
  entry: HistoryEntry;
  selected: boolean;
  onOpen(): void;
}) {
  const f = figuresOf(entry);
  return (
    <Card className={selected ? 'border-brand' : ''} data-testid="history-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-on-success-soft">{m.orderCompleted()}</p>
          <p className="font-mono text-xs">{shortId(entry.order.id)}</p>
          <p className="text-xs text-muted">{formatDate(entry.order.createdAt)}</p>
          {entry.isFirstOrder && (
            <p className="text-xs wrap-anywhere">
              {m.nthOrderBy({ nth: ordinal(1), name: entry.order.shippingInfo.name })}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          onClick={onOpen}
          aria-label={m.openOrder({ order: shortId(entry.order.id) })}
          aria-expanded={selected}
        >
          {m.open()}
        </Button>
      </div>
      <ul className="my-2 text-sm">
        {f.lines.map((l, i) => (
          <li key={i}>{l.text}</li>
        ))}
      </ul>
      <p className="text-sm">
        {m.paid()}{' '}
        <span className="font-semibold tabular-nums" data-testid="paid">
          {formatInr(entry.order.totalAmountPaise)}
        </span>
      </p>
    </Card>
  );
}

function HistoryDetail({ entry }: { entry: HistoryEntry }) {
  const f = figuresOf(entry);
  const placed = Number(entry.order.createdAt);
  const history = entry.order.items.flatMap((i) =>
    i.statusHistory.map((h) => ({ status: h.status, at: Number(h.at) })),
  );
  const latest = [...history].sort((a, b) => b.at - a.at)[0];
  const steps = timeline(history);
  return (
    <Card
      aria-label={m.manifestOrder()}
      data-testid="history-detail"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-mono text-xs break-all">{entry.order.id}</p>
          <p className="text-sm">{formatDateTime(placed)}</p>
        </div>
        <Link
          to="/support"
          className="tap-target text-sm text-brand underline-offset-2 hover:underline"
        >
          {m.help()}
        </Link>
      </div>
      <p className="font-semibold">
        {latest ? labelOf(ORDER_STATUS_LABELS, latest.status).toUpperCase() : m.noStatus()}
      </p>
      <p className="text-sm wrap-anywhere">
        {m.nthOrderBy({ nth: ordinal(entry.nthOrder), name: entry.order.shippingInfo.name })}
      </p>
      <section aria-label={m.orderTimeline()}>
        <h3 className="text-sm font-semibold">{m.orderTimeline()}</h3>
        <p className="text-sm text-muted">
          {m.placed()} {ago(placed)}
        </p>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {steps.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span aria-hidden="true" className={s.at ? 'text-on-success-soft' : 'text-muted'}>
                {s.at ? '✓' : '○'}
              </span>
              <span>{s.label}</span>
              <span className="ml-auto text-muted">{s.at ? formatDateTime(s.at) : '---'}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={m.orderDetails()}>
        <h3 className="text-sm font-semibold">{m.orderDetails()}</h3>
        <ul className="text-sm">
          {f.lines.map((l, i) => (
            <li key={i} className="flex flex-col border-b border-line py-1 last:border-0">
              <span className="flex justify-between gap-2">
                <span>{l.text}</span>
                <span className="tabular-nums">{formatInr(l.amountPaise)}</span>
              </span>
              <span className="text-xs text-muted tabular-nums">
                {m.discountAndTax({
                  discount: formatInr(l.discountPaise),
                  tax: formatInr(l.taxPaise),
                })}
              </span>
            </li>
          ))}
        </ul>
        <dl
          data-testid="bill"
          className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
        >
          <dt>{m.amountItems()}</dt>
          <dd className="text-right">{f.itemCount}</dd>
          <dt>{m.itemsTotal()}</dt>
          <dd className="text-right">{formatInr(f.itemsTotalPaise)}</dd>
          <dt>{m.packagingCharges()}</dt>
          <dd className="text-right">{formatInr(f.packagingPaise)}</dd>
          <dt>{f.taxesIncluded ? m.taxesIncludedInThePrices() : m.taxes()}</dt>
          <dd className="text-right">{formatInr(f.taxesPaise)}</dd>
          <dt>{m.amountDiscount()}</dt>
          <dd className="text-right">−{formatInr(f.discountPaise)}</dd>
          <dt className="font-semibold">{m.totalBill()}</dt>
          <dd className="text-right font-semibold">
            <span data-testid="total-bill">{formatInr(f.totalBillPaise)}</span>{' '}
            <span className="rounded bg-success-soft px-1 text-xs text-on-success-soft">
              {m.paid2()}
            </span>
          </dd>
        </dl>
      </section>
    </Card>
  );
}
