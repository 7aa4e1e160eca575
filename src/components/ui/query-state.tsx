import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../../domain/messages.ts';
import { errorText } from '../../lib/error-text.ts';
import { LoadError } from './load-error.tsx';

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
  if (query.isPending) return <p role="status">{messages.loading}</p>;
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
