import { COMPLAINT_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager, type ListPlace } from '../../../lib/cursors.ts';
import { useCurrentStore, useMay } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { closeComplaint } from '../api/complaints.ts';
import { orderKeys } from '../api/keys.ts';
import { complaintsQueryOptions, type Complaint } from '../api/records.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../../../domain/dates.ts';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { shortId } from '../../../../domain/id.ts';

/** Complaints raised by customers on the store's orders: the list and the detail pane. */
export function Complaints({
  place,
  onChange,
}: {
  /** The list's place, and the complaint open (`id`). */
  place: ComplaintsPlace;
  onChange(next: ComplaintsPlace): void;
}) {
  const { me, store } = useCurrentStore();
  const list = useQuery({
    ...complaintsQueryOptions(store?.id ?? '', place),
    enabled: Boolean(store),
  });
  const pager = usePager(place, list, onChange);
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty={m.complaintsEmpty()}
        page={place.page}
      >
        {(data) => (
          <ComplaintList
            items={data.items}
            selected={place.id}
            onSelect={(id) => onChange({ ...place, id })}
          />
        )}
      </QueryState>
      <Pager {...pager} />
    </div>
  );
}

interface ComplaintsPlace extends ListPlace {
  id?: string;
}

function ComplaintList({
  items,
  selected,
  onSelect,
}: {
  items: Complaint[];
  selected: string | undefined;
  onSelect(id: string): void;
}) {
  const open = items.find((c) => c.id === selected) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ul className="flex flex-col gap-2" aria-label={m.complaints()}>
          {items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                aria-current={c.id === selected ? 'true' : undefined}
                className="flex w-full flex-col items-start gap-1 rounded-lg border border-line bg-surface p-3 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:border-brand"
              >
                <span className="flex w-full justify-between gap-2">
                  <span className="min-w-0 font-medium wrap-anywhere">{c.issue}</span>
                  <StatusBadge status={c.status} />
                </span>
                <span className="text-sm text-soft wrap-anywhere">
                  {c.customerName} · {formatDate(c.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {open ? (
          <ComplaintPane key={open.id} complaint={open} />
        ) : (
          <p className="text-soft">{m.chooseAComplaintToSee()}</p>
        )}
      </div>
    </div>
  );
}

function ComplaintPane({ complaint: c }: { complaint: Complaint }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const closed = c.status === 'RESOLVED' || c.status === 'DISMISSED';
  // Answering a complaint is the service of an order: a packer or accountant only reads it.
  const mayAnswer = useMay('orders.service');
  const close = async (kind: 'resolve' | 'dismiss') => {
    if (!note.trim()) return setError(m.complaintNoteRequired());
    setError(undefined);
    setBusy(true);
    try {
      await closeComplaint(kind, c.id, note.trim());
      toast.success(kind === 'resolve' ? m.complaintResolved() : m.complaintDismissed());
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-label={m.complaint()} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold wrap-anywhere">{c.issue}</h2>
        <StatusBadge status={c.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.customer()}</dt>
        <dd className="wrap-anywhere">{c.customerName}</dd>
        <dt className="text-muted">{m.manifestOrder()}</dt>
        <dd>
          <Link
            to="/store-owner/orders/$orderId"
            params={{ orderId: c.orderId }}
            className="font-mono text-xs text-brand underline-offset-2 hover:underline"
          >
            {shortId(c.orderId)}
          </Link>
        </dd>
        {c.productName && (
          <>
            <dt className="text-muted">{m.product()}</dt>
            <dd>{c.productName}</dd>
          </>
        )}
        <dt className="text-muted">{m.raised()}</dt>
        <dd>{formatDateTime(c.createdAt)}</dd>
      </dl>
      <p className="text-sm whitespace-pre-wrap wrap-anywhere">{c.description}</p>
      <ol className="flex flex-col gap-1 text-sm" aria-label={m.history()}>
        {c.history.map((h, i) => (
          <li key={i}>
            <span className="font-medium">{labelOf(COMPLAINT_STATUS_LABELS, h.status)}</span>{' '}
            <span className="text-muted">{formatDateTime(h.at)}</span>
            {h.note && <span> — {h.note}</span>}
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="text-sm">
          {m.noteToTheCustomer()} {c.resolutionNote}
        </p>
      ) : (
        mayAnswer && (
          <>
            <TextAreaField
              label={m.noteForTheCustomer()}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={error}
              rows={3}
            />
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void close('resolve')}>
                {m.resolve()}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void close('dismiss')}>
                {m.dismiss()}
              </Button>
            </div>
          </>
        )
      )}
    </Card>
  );
}
