import { formatNumber } from '../../../../domain/intl.ts';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { LEDGER_KIND_LABELS, PAYOUT_STATUS_LABELS } from '../../../../domain/labels-money.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { isCompensation, netOf, periodProblem } from '../../../../domain/settlement.ts';
import { useOnline } from '../../../offline/online.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { StoreLedgerPageQuery } from '../../../gql/graphql.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager, type ListPlace } from '../../../lib/cursors.ts';
import { FilingPack } from './FilingPack.tsx';
import { downloadLedgerCsv, ledgerQueryOptions, paymentsQueryOptions } from '../api/payments.ts';
import { shortId } from '../../../../domain/id.ts';

type Line = StoreLedgerPageQuery['storeLedgerPage']['items'][number];

/**
 * The seller's Payments screen (decision 022): the next payout and its day, what waits for its
 * return window, past payouts with their UTR, and a period's ledger line by line per item, with
 * a CSV export for the accountant.
 */
export function Payments({
  period,
  onPeriod,
}: {
  period: { from: string; to: string };
  onPeriod(next: { from: string; to: string }): void;
}) {
  const { me, store } = useCurrentStore();
  const payments = useQuery({
    ...paymentsQueryOptions(store?.id ?? ''),
    enabled: Boolean(store),
  });
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  return (
    <div className="flex flex-col gap-4">
      <QueryState query={payments} fallbackError={m.somethingWentWrong()}>
        {(p) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Card aria-label={m.nextPayout()} className="flex flex-col gap-1">
                <span className="text-sm text-muted">
                  {m.nextPayoutOn({ day: formatDate(p.nextPayoutDay) })}
                </span>
                <span className="text-2xl font-semibold tabular-nums" data-testid="next-payout">
                  {formatInr(p.nextPayoutPaise)}
                </span>
                <span className="text-sm text-muted">{m.payoutsAreMadeEveryWednesday()}</span>
                {p.recoveringPaise > 0 && (
                  <span className="text-sm font-medium text-danger" data-testid="recovering">
                    {m.recoveringFromPayouts({
                      amount: formatInr(p.recoveringPaise),
                    })}
                  </span>
                )}
              </Card>
              <Card aria-label={m.waitingForTheReturnWindow()} className="flex flex-col gap-1">
                <span className="text-sm text-muted">{m.waitingForTheReturnWindow()}</span>
                <span className="text-2xl font-semibold tabular-nums">
                  {formatInr(p.waitingPaise)}
                </span>
                <span className="text-sm text-muted">{m.deliveredItemsArePaidOnce()}</span>
              </Card>
            </div>
            <Card aria-labelledby="past-payouts" className="flex flex-col gap-3">
              <h2 id="past-payouts" className="text-lg font-semibold">
                {m.payouts()}
              </h2>
              {p.payouts.length === 0 ? (
                <p className="text-sm text-soft">{m.payoutsEmpty()}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-line">
                  {p.payouts.map((po) => (
                    <li
                      key={po.id}
                      data-testid="payout"
                      className="flex flex-wrap items-baseline justify-between gap-2 py-3"
                    >
                      <span className="flex flex-col">
                        <span className="font-medium">{formatDate(po.cycleDay)}</span>
                        <span className="text-xs text-muted">
                          {m.countLines({ count: po.lines })} ·{' '}
                          {labelOf(PAYOUT_STATUS_LABELS, po.status)}
                          {po.utr ? m.andUtr({ utr: po.utr }) : ''}
                          {po.paidOn ? m.andPaidOn({ day: formatDate(po.paidOn) }) : ''}
                        </span>
                      </span>
                      <span className="flex flex-col items-end">
                        <span className="font-semibold tabular-nums">
                          {formatInr(po.amountPaise)}
                        </span>
                        <Link
                          to="/store-owner/payouts/$payoutId"
                          params={{ payoutId: po.id }}
                          aria-label={m.statementOf({
                            day: formatDate(po.cycleDay),
                          })}
                          className="tap-target text-sm text-brand underline-offset-2 hover:underline"
                        >
                          {m.statement()}
                        </Link>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </QueryState>
      <Ledger storeId={store.id} period={period} onPeriod={onPeriod} />
      <FilingPack storeId={store.id} storeName={store.name} />
    </div>
  );
}

function Ledger({
  storeId,
  period,
  onPeriod,
}: {
  storeId: string;
  period: { from: string; to: string };
  onPeriod(next: { from: string; to: string }): void;
}) {
  // The ledger pages by keyset (decision 026): Next reads after the page's last line, Prev before
  // its first; a new period starts again at page 1.
  const [place, setPlace] = useState<ListPlace & { period: string }>({ page: 1, period: '' });
  const periodKey = `${period.from}/${period.to}`;
  const at: ListPlace = place.period === periodKey ? place : { page: 1 };
  // The server's rule, asked here first: a period that is not one is said at its fields.
  const problem = periodProblem(period.from, period.to);
  const ledger = useQuery({
    ...ledgerQueryOptions(storeId, period.from, period.to, at),
    enabled: !problem,
  });
  const pager = usePager(at, ledger, (next) => setPlace({ ...next, period: periodKey }));
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const download = async () => {
    setBusy(true);
    try {
      await downloadLedgerCsv(storeId, period.from, period.to);
    } catch (e) {
      toast.error(errorText(e, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="ledger" className="flex flex-col gap-3">
      <h2 id="ledger" className="text-lg font-semibold">
        {m.ledger()}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={m.periodFrom()}
          type="date"
          error={problem ?? undefined}
          value={period.from}
          onChange={(e) => e.target.value && onPeriod({ ...period, from: e.target.value })}
          className="w-44"
        />
        <Field
          label={m.periodTo()}
          type="date"
          value={period.to}
          onChange={(e) => e.target.value && onPeriod({ ...period, to: e.target.value })}
          className="w-44"
        />
        <Button
          variant="secondary"
          disabled={busy || !online || Boolean(problem)}
          onClick={() => void download()}
        >
          {m.downloadCsv()}
        </Button>
        {!online && <p className="text-sm text-soft">{m.csvNeedsConnection()}</p>}
      </div>
      {problem ? null : (
        <QueryState
          query={ledger}
          isEmpty={(p) => p.items.length === 0 && at.page === 1}
          empty={m.ledgerEmpty()}
          fallbackError={m.somethingWentWrong()}
        >
          {(p) => (
            <>
              <LedgerItems lines={p.items} />
              {(at.page > 1 || p.nextCursor) && <Pager {...pager} />}
            </>
          )}
        </QueryState>
      )}
    </Card>
  );
}

/** The lines grouped by item and the move that wrote them, each group with its net. */
function LedgerItems({ lines }: { lines: Line[] }) {
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    // The order's packaging is its own group (decision 026), beside the item it went with.
    // A claim's payment too, apart from the return it followed (decision 054).
    const key = `${l.part === 'PACKAGING' ? l.orderId : l.orderItemId}:${l.event}:${l.part}:${isCompensation(l.kind)}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {[...groups.entries()].map(([key, group]) => {
        const first = group[0]!;
        return (
          <li key={key} data-testid="ledger-item" className="flex flex-col gap-2 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to="/store-owner/orders/$orderId"
                params={{ orderId: first.orderId }}
                className="tap-target font-medium text-brand underline-offset-2 hover:underline"
              >
                {first.productName}
              </Link>
              <span className="text-xs text-muted">
                {isCompensation(first.kind)
                  ? labelOf(LEDGER_KIND_LABELS, first.kind)
                  : labelOf(ORDER_STATUS_LABELS, first.event)}{' '}
                ·{' '}
                {m.orderPayableOn({
                  order: shortId(first.orderId),
                  day: formatDate(first.payableOn),
                })}
              </span>
            </div>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {group.map((l) => (
                <div key={l.id} className="contents">
                  <dt className="text-soft">
                    {labelOf(LEDGER_KIND_LABELS, l.kind)}
                    {l.rateBp !== null && l.rateBp !== undefined
                      ? ` (${formatNumber(l.rateBp / 100)}%)`
                      : ''}
                  </dt>
                  <dd className="text-right tabular-nums">{formatInr(l.amountPaise)}</dd>
                </div>
              ))}
              <dt className="font-semibold">{m.net()}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="ledger-net">
                {formatInr(netOf(group))}
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
