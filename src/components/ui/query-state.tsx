import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../../domain/messages.ts';
import { errorText } from '../../lib/error-text.ts';
import { cn } from '../../lib/cn.ts';
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
  error = (message) => message,
  fallbackError = messages.somethingWentWrong,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  /** The screen's own words around the error's message. */
  error?(message: string): string;
  /** The message when the error carries none of its own. */
  fallbackError?: string;
  /** For the states' text (the data renders as it is). */
  className?: string;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <Pending query={query} className={className} />;
  if (query.data === undefined) {
    return (
      <LoadError
        className={className}
        message={error(errorText(query.error, fallbackError))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <p className={cn('text-soft', className)}>{empty}</p>;
  return <>{children(query.data)}</>;
}
