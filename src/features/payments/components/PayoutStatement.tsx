import { useQuery } from '@tanstack/react-query';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/dates.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { LEDGER_KIND_LABELS, PAYOUT_STATUS_LABELS } from '../../../../domain/labels-money.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { statementQueryOptions } from '../api/payments.ts';
import { shortId } from '../../../../domain/id.ts';

/**
 * A payout's printable statement (decision 026): the payout and its UTR, its lines summed by kind
 * (sale, packaging, commission, fees, GST on fees, TCS in parts, TDS) to the net paid, and each
 * move it paid with the move's net.
 */
export function PayoutStatement({ payoutId }: { payoutId: string }) {
  const { me, store } = useCurrentStore();
  const statement = useQuery({
    ...statementQueryOptions(store?.id ?? '', payoutId),
    enabled: Boolean(store),
  });
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  return (
    <QueryState query={statement} fallbackError={m.somethingWentWrong()}>
      {(st) => (
        <div className="flex flex-col gap-4">
          <div className="no-print flex flex-wrap items-center gap-4">
            <Button onClick={() => window.print()}>{m.print()}</Button>
            <Link
              to="/store-owner/payments"
              className="tap-target text-sm text-brand underline-offset-2 hover:underline"
            >
              {m.backToPayments()}
            </Link>
          </div>
          <article
            data-testid="payout-statement"
            aria-label={m.payoutStatement()}
            className="printable flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 text-sm sm:p-6"
          >
            <header className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold">{m.payoutStatement()}</h2>
              <p>{m.storeGstin({ store: st.storeName, gstin: st.gstin })}</p>
              <p>
                {m.payoutOf({ day: formatDate(st.payout.cycleDay) })} ·{' '}
                {labelOf(PAYOUT_STATUS_LABELS, st.payout.status)}
                {st.payout.utr ? m.andUtr({ utr: st.payout.utr }) : ''}
                {st.payout.paidOn ? m.andPaidOn({ day: formatDate(st.payout.paidOn) }) : ''}
              </p>
            </header>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
              {st.totals.map((t) => (
                <div key={t.kind} className="contents">
                  <dt className="text-soft">
                    {labelOf(LEDGER_KIND_LABELS, t.kind)} ({t.lines})
                  </dt>
                  <dd className="text-right">{formatInr(t.amountPaise)}</dd>
                </div>
              ))}
              <dt className="font-semibold">
                {st.payout.status === 'PAID' ? m.statementNetPaid() : m.statementNetDue()}
              </dt>
              <dd className="text-right font-semibold" data-testid="statement-net">
                {formatInr(st.payout.amountPaise)}
              </dd>
            </dl>
            <section aria-label={m.statementItems()} className="flex flex-col gap-2">
              <h3 className="font-semibold">{m.statementItems()}</h3>
              <ul className="flex flex-col divide-y divide-line">
                {st.moves.map((mv) => (
                  <li
                    key={`${mv.orderItemId}-${mv.event}-${mv.byClaim}`}
                    className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                  >
                    <span>
                      {mv.productName}
                      <span className="block text-xs text-muted">
                        {mv.byClaim
                          ? labelOf(LEDGER_KIND_LABELS, 'CLAIM_COMPENSATION')
                          : labelOf(ORDER_STATUS_LABELS, mv.event)}{' '}
                        · {m.orderShort({ order: shortId(mv.orderId) })}
                      </span>
                    </span>
                    <span className="tabular-nums">{formatInr(mv.netPaise)}</span>
                  </li>
                ))}
              </ul>
              {st.movesTotal > st.moves.length && (
                <p className="text-soft">
                  {m.statementMore({
                    shown: st.moves.length,
                    total: st.movesTotal,
                  })}
                </p>
              )}
            </section>
          </article>
        </div>
      )}
    </QueryState>
  );
}
