import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import type { QcDisputeStatus, QcDisputesQuery } from '../../../gql/graphql.ts';
import { decideDispute, disputesQueryOptions } from '../api/disputes.ts';
import { useReasonedAction } from './reasoned-action.tsx';
import { shortId } from '../../../../domain/id.ts';

/**
 * Sellers' disputes of failed quality checks (decision 022): each with the seller's note, the check
 * and its photos; the admin upholds the failure or overturns it, with a reason (audited).
 */
export function QcDisputes({ status }: { status: QcDisputeStatus }) {
  const disputes = useQuery(disputesQueryOptions(status));
  return (
    <Card className="p-0" aria-label={m.qcDisputes()}>
      <QueryState
        query={disputes}
        className="p-5"
        isEmpty={(rows) => rows.length === 0}
        empty={m.disputesEmpty()}
        fallbackError={m.somethingWentWrong()}
      >
        {(rows) => (
          <ul className="flex flex-col divide-y divide-line">
            {rows.map((d) => (
              <Dispute key={d.id} dispute={d} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function Dispute({ dispute: d }: { dispute: QcDisputesQuery['qcDisputes'][number] }) {
  const action = useReasonedAction(m.decisionReasonRequired());
  const [restock, setRestock] = useState(false);
  const decide = (upheld: boolean) =>
    void action.run(true, async (reason) => {
      await decideDispute({ id: d.id, upheld, reason, restock: !upheld && restock });
      return m.disputeDecided();
    });
  return (
    <li data-testid="qc-dispute" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {d.productName} · {d.storeName}
        </span>
        <span className="text-xs text-muted">
          {m.manifestOrder()} {shortId(d.orderId)} · {formatDateTime(Number(d.createdAt))}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.qcFound()}</dt>
        <dd>{d.qcNote ?? '—'}</dd>
        <dt className="text-muted">{m.sellerSays()}</dt>
        <dd>{d.note}</dd>
        <dt className="text-muted">{m.status()}</dt>
        <dd>{labelOf('qcDispute', d.status)}</dd>
        {d.decisionReason && (
          <>
            <dt className="text-muted">{m.reason()}</dt>
            <dd>{d.decisionReason}</dd>
          </>
        )}
      </dl>
      {d.qcPhotos.length > 0 && (
        <ul className="flex gap-2" aria-label={m.qcPhotos()}>
          {d.qcPhotos.map((src) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer" aria-label={m.openThePhoto()}>
                <Thumbnail src={src} size={48} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {d.status === 'OPEN' && (
        <div className="flex flex-col gap-2">
          {action.field(m.bothTheSellerAndThe())}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand"
              checked={restock}
              onChange={(e) => setRestock(e.target.checked)}
            />
            {m.disputeRestock()}
          </label>
          <div className="flex flex-wrap gap-2">
            {/* Restocking goes with a decision for the seller: upholding is off while it is ticked. */}
            <Button
              variant="secondary"
              disabled={action.busy || restock}
              onClick={() => decide(true)}
            >
              {m.upholdTheFailure()}
            </Button>
            <Button disabled={action.busy} onClick={() => decide(false)}>
              {m.decideForTheSeller()}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
