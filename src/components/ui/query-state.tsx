import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../../domain/messages.ts';
import { errorText } from '../../lib/error-text.ts';
import { LoadError } from './load-error.tsx';

/**
 * Nothing to show yet: loading, or, when the fetch waits for a connection, the truth (a page this
 * device never saved does not spin for ever).
 */
export function Pending({
  query,
  className,
}: {
  query: Pick<UseQueryResult, 'fetchStatus'>;
  className?: string;
}) {
  return (
    <p role="status" className={className}>
      {query.fetchStatus === 'paused' ? messages.notSavedOffline : messages.loading}
    </p>
  );
}

/**
 * A query's states, the same on every screen: loading, an error with Retry (while no earlier data
 * is there to show), empty with its own text, or the data.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <Pending query={query} />;
  if (query.data === undefined) {
    return (
      <LoadError
        message={errorText(query.error, messages.somethingWentWrong)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <p className="text-soft">{empty}</p>;
  return <>{children(query.data)}</>;
}
