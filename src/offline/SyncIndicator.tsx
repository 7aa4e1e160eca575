import { Link } from '@tanstack/react-router';
import { CloudUpload } from 'lucide-react';
import { m } from '../../domain/messages.ts';
import { useOutbox } from './use-outbox.ts';

/** The top bar's count of changes waiting to sync; opens the Sync screen. */
export function SyncIndicator() {
  const count = useOutbox().length;
  if (count === 0) return null;
  const label = m.changesWaiting({ count: count });
  return (
    <Link
      to="/sync"
      aria-label={label}
      title={label}
      data-testid="pending-changes"
      className="relative inline-flex size-11 items-center justify-center rounded-md text-soft hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand"
    >
      <CloudUpload aria-hidden className="size-5" />
      <span
        aria-hidden
        className="absolute top-1.5 right-1 grid min-w-5 place-items-center rounded-full bg-pending px-1 text-xs font-semibold text-on-pending"
      >
        {count}
      </span>
    </Link>
  );
}
