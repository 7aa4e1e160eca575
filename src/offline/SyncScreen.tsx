import { m } from '../../domain/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { keepMine, keepTheirs, retry } from './actions.ts';
import { DiscardButton } from './DiscardButton.tsx';
import { useNavigate } from '@tanstack/react-router';
import { kindOf, type AnyQueuedWrite } from './queued-write.ts';
import type { QueuedOperation } from './outbox.ts';
import { useOutbox } from './use-outbox.ts';
import { useOnline, useServerAnswered } from './online.ts';
import { stateText } from './WriteStatus.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageTitle } from '../components/ui/page.tsx';
import { formatDateTime } from '../../domain/dates.ts';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Every change waiting on this device, in plain words, with what can be done about it. */
export function SyncScreen() {
  const operations = useOutbox();
  // In sync only when nothing waits and the server said so: offline, or with no answer yet,
  // nothing waiting is all the device knows.
  const answered = useServerAnswered();
  const online = useOnline();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{m.sync()}</PageTitle>
      {operations.length === 0 ? (
        <Card>
          <p role="status">
            {!online
              ? m.syncNothingWaitingOffline()
              : answered
                ? m.syncEmpty()
                : m.syncNothingWaitingUnconfirmed()}
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {operations.map((op) => (
            <OperationCard key={op.id} op={op} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OperationCard({ op }: { op: QueuedOperation }) {
  const kind = kindOf(op);
  const described = kind?.describe(op.variables, op.previous) ?? op.kind;
  const navigate = useNavigate();
  // Offline there is nothing to retry with: the write waits for the connection by itself.
  const online = useOnline();
  const fix = (to: NonNullable<AnyQueuedWrite['fix']>) =>
    navigate({ to: to.to as never, search: to.search(op.id) as never });
  return (
    <li
      data-testid="queued-operation"
      data-state={op.state}
      className="rounded-xl bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{described}</span>
        <span className="text-xs text-muted">{formatDateTime(op.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm">{kind ? stateText(op) : m.unknownChange()}</p>
      {op.state === 'rejected' && op.fields && Object.keys(op.fields).length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-danger">
          {[...new Set(Object.values(op.fields))]
            .filter((message) => message !== op.error)
            .map((message) => (
              <li key={message}>{message}</li>
            ))}
        </ul>
      )}
      {op.state === 'conflict' && kind && (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 font-medium">
                {m.field()}
              </th>
              <th scope="col" className="py-1 font-medium">
                {m.yours()}
              </th>
              <th scope="col" className="py-1 font-medium">
                {m.onTheServer()}
              </th>
            </tr>
          </thead>
          <tbody>
            {kind.conflictFields(op.variables, op.server as { version: number }).map((f) => (
              <tr key={f.label} className="border-t border-line">
                <th scope="row" className="py-1 font-medium">
                  {f.label}
                </th>
                <td className="py-1">{show(f.mine)}</td>
                <td className="py-1">{show(f.server)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {op.state === 'conflict' ? (
          <>
            <Button size="sm" onClick={() => void keepMine(op)}>
              {m.keepMine()}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void keepTheirs(op)}>
              {m.keepTheirs()}
            </Button>
          </>
        ) : (
          <>
            {op.state === 'rejected' && kind?.fix && (
              <Button size="sm" onClick={() => void fix(kind.fix!)}>
                {kind.fix.label()}
              </Button>
            )}
            {op.state !== 'sending' && online && (
              <Button size="sm" onClick={() => void retry(op)}>
                {m.retry()}
              </Button>
            )}
            <DiscardButton op={op} change={described} />
          </>
        )}
      </div>
    </li>
  );
}
