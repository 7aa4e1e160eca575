import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../domain/messages.ts';
import { cn } from '../lib/cn.ts';
import type { QueuedOperation } from './outbox.ts';
import { useWriteFor } from './use-outbox.ts';

/** A queued write's state in plain words (the Sync screen and the badges beside the data). */
export function stateText(op: QueuedOperation): string {
  if (op.state === 'sending') return m.sending();
  if (op.state === 'rejected') return m.refused({ message: op.error ?? m.somethingWentWrong() });
  if (op.state === 'conflict') return m.changedElsewhere();
  return op.attempts > 0 ? m.waitingToSyncTried({ attempts: op.attempts }) : m.waitingToSync();
}

/**
 * Beside a value with a write on the device: "Waiting to sync" while it waits, or what stopped it
 * (a conflict or a refusal) with a link to the Sync screen, where the seller decides.
 */
export function WriteStatus({
  entity,
  className,
  showSaved = false,
}: {
  entity: string;
  className?: string;
  /** Says "Saved" once a write seen here has reached the server (a grid cell's state). */
  showSaved?: boolean;
}) {
  const op = useWriteFor(entity);
  const [seen, setSeen] = useState<QueuedOperation['state'] | null>(null);
  // Remembers the last state a write had here: gone while waiting or sending means the server
  // took it (a refused or conflicting write leaves only by the seller's choice on the Sync screen).
  if (op && op.state !== seen) setSeen(op.state);
  if (!op && (!showSaved || (seen !== 'sending' && seen !== 'pending'))) return null;
  const stopped = op?.state === 'conflict' || op?.state === 'rejected';
  return (
    <span
      data-testid="write-status"
      data-state={op?.state ?? 'saved'}
      className={cn(
        'inline-flex flex-wrap items-center gap-1 px-2 py-0.5 text-xs font-medium',
        stopped ? 'rounded-md' : 'rounded-full',
        !op
          ? 'bg-success-soft text-on-success-soft'
          : stopped
            ? 'bg-danger-soft text-on-danger-soft'
            : 'bg-highlight text-on-highlight',
        className,
      )}
    >
      {op ? stateText(op) : m.savedOnServer()}
      {stopped && (
        // A touch target of its own (44 px), though the words are small.
        <Link to="/sync" className="inline-flex min-h-11 items-center underline">
          {m.review()}
        </Link>
      )}
    </span>
  );
}
