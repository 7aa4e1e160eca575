import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDate, indianDate } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { PAYOUT_STATUS_LABELS } from '../../../../domain/labels-money.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { utrProblem } from '../../../../domain/settlement.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { AdminPayoutsQuery, PayoutStatus } from '../../../gql/graphql.ts';
import {
  adminPayoutsQueryOptions,
  markPayoutPaid,
  paymentKeys,
  runPayoutsNow,
} from '../api/payments.ts';

type Payout = AdminPayoutsQuery['adminPayouts'][number];

/** The admin's Payouts (decision 022): every store's due payouts, each marked paid with its UTR. */
export function AdminPayouts({ status }: { status: PayoutStatus }) {
  const queryClient = useQueryClient();
  const payouts = useQuery(adminPayoutsQueryOptions(status));
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const run = await runPayoutsNow();
      toast.success(m.payoutsMade({ count: run.made }));
      if (run.failedStoreNames.length > 0) {
        toast.error(m.payoutsFailed({ names: run.failedStoreNames.join(', ') }), {
          duration: Infinity,
        });
      }
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    } catch (e) {
      toast.error(errorText(e, m.somethingWentWrong()));
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {status === 'DUE' && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={running}
          onClick={() => void run()}
        >
          {m.batchPayableLinesNow()}
        </Button>
      )}
      <Card className="p-0" aria-label={m.payouts()}>
        <QueryState
          query={payouts}
          className="p-5"
          isEmpty={(rows) => rows.length === 0}
          empty={m.payoutsEmpty()}
          fallbackError={m.somethingWentWrong()}
        >
          {(rows) => (
            <ul className="flex flex-col divide-y divide-line">
              {rows.map((p) => (
                <PayoutRow key={p.id} payout={p} />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

function PayoutRow({ payout: p }: { payout: Payout }) {
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const [paidOn, setPaidOn] = useState(indianDate(new Date()));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = utrProblem(utr);
    if (problem) return setError(problem);
    setError(undefined);
    setBusy(true);
    try {
      await markPayoutPaid({ id: p.id, utr: utr.trim(), paidOn });
      toast.success(m.payoutPaid());
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    } catch (e) {
      setError(errorText(e, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-testid="admin-payout" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="flex flex-col">
          <span className="font-medium">{p.storeName}</span>
          <span className="text-xs text-muted">
            {m.cycle()} {formatDate(p.cycleDay)} · {m.countLines({ count: p.lines })} ·{' '}
            {labelOf(PAYOUT_STATUS_LABELS, p.status)}
            {p.utr ? m.andUtr({ utr: p.utr }) : ''}
          </span>
        </span>
        <span className="font-semibold tabular-nums">{formatInr(p.amountPaise)}</span>
      </div>
      {p.status === 'DUE' && (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={m.markPayoutPaid({ store: p.storeName })}
          className="flex flex-wrap items-end gap-3"
        >
          <Field
            label={m.utr()}
            value={utr}
            error={error}
            autoCapitalize="characters"
            onChange={(e) => setUtr(e.target.value)}
            className="w-64"
          />
          <Field
            label={m.paidOn()}
            type="date"
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
            className="w-44"
          />
          <Button type="submit" disabled={busy}>
            {m.markPaid()}
          </Button>
        </form>
      )}
    </li>
  );
}
