import { m } from '../../../../domain/messages.ts';
import type { AuditEntryFieldsFragment } from '../../../gql/graphql.ts';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { formatDateTime } from '../../../../domain/dates.ts';
import { shortId } from '../../../../domain/id.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { AUDIT_ACTION_LABELS } from '../../../../domain/labels-admin.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';

export type AuditRow = AuditEntryFieldsFragment;

/** Audit entries: who, when, what (and on which subject) and why. */
/** The action in words; one the console does not know yet ("NEW_THING") as "New thing". */
function actionLabel(action: string): string {
  const label = labelOf(AUDIT_ACTION_LABELS, action);
  if (label !== action) return label;
  const words = action.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What was done, to which subject (its name, or its short id when it has none). */
function What({ entry: e }: { entry: AuditRow }) {
  return (
    <>
      {actionLabel(e.action)}{' '}
      {e.subjectName ? (
        <span className="font-medium">{e.subjectName}</span>
      ) : (
        <span className="font-mono text-xs text-muted">{shortId(e.subjectId)}</span>
      )}
    </>
  );
}

export function AuditTable({ items }: { items: AuditRow[] }) {
  const phone = useMedia(PHONE_WIDTH);
  if (items.length === 0) return <p className="px-5 pb-5 text-soft">{m.auditEmpty()}</p>;
  // A phone gets a card an entry: four columns do not fit 360 px without scrolling sideways.
  if (phone)
    return (
      <ul className="flex flex-col divide-y divide-line px-4 pb-2" aria-label={m.auditLogEntries()}>
        {items.map((e) => (
          <li key={e.id} data-testid="audit-entry" className="flex flex-col gap-1 py-3 text-sm">
            <p>
              <What entry={e} />
            </p>
            <p className="text-muted wrap-anywhere">
              {formatDateTime(e.createdAt)} · {e.actorEmail}
            </p>
            {e.reason && <p className="wrap-anywhere">{e.reason}</p>}
          </li>
        ))}
      </ul>
    );
  return (
    <ScrollArea label={m.auditLogEntries()}>
      <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col">{m.when()}</th>
            <th scope="col">{m.who()}</th>
            <th scope="col">{m.what()}</th>
            <th scope="col">{m.why()}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} data-testid="audit-entry" className="border-b border-line last:border-0">
              <td className="whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
              <td>{e.actorEmail}</td>
              <td>
                <What entry={e} />
              </td>
              <td>{e.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
