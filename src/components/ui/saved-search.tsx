import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Offline, a list's filter or search this device never saved (decision 025): the saved rows that
 * match, under a line that says what was searched ("Searching the 180 orders saved on this
 * device"), or the list's own words for no match.
 */
export function SavedSearch<T>({
  note,
  matches,
  empty,
  className,
  children,
}: {
  note: string;
  matches: readonly T[];
  empty: string;
  /** For the text (the rows render as they are). */
  className?: string;
  children(matches: readonly T[]): ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p data-testid="saved-search" className={cn('text-sm text-soft', className)}>
        {note}
      </p>
      {matches.length === 0 ? (
        <p className={cn('text-soft', className)}>{empty}</p>
      ) : (
        children(matches)
      )}
    </div>
  );
}
