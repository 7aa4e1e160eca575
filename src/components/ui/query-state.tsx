import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { formatDateTime } from '../../../domain/dates.ts';
import { m } from '../../../domain/messages.ts';
import { useOnline } from '../../offline/online.ts';
import { ApiError, NO_ANSWER_CODES } from '../../lib/graphql.ts';
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
      {query.fetchStatus === 'paused' ? m.notSavedOffline() : m.loading()}
    </p>
  );
}

/**
 * A query's states, the same on every screen: loading, an error with Retry (while no earlier data
 * is there to show), empty with its own text, or the data. A list never shows another key's rows
 * as its answer (decision 025): rows kept from the previous page, filter or search are shown dimmed
 * and busy only while this key's own rows are on their way; offline they give way to `offline`
 * (a search over what the device saved) or to "Not saved on this device". Rows read from the
 * device while offline say when they were saved.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  error = (message) => message,
  fallbackError = m.somethingWentWrong(),
  offline,
  page,
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
  /** What to show offline when this key was never saved (a search over the saved rows). */
  offline?: ReactNode;
  /** A list's page: an empty page after the first is past the list's end, not an empty list. */
  page?: number;
  /** For the states' text (the data renders as it is). */
  className?: string;
  children(data: T): ReactNode;
}) {
  const online = useOnline();
  const toFirstPage = useFirstPage();
  // No answer (offline, or a connection that says it is up and carries nothing, as a warehouse's
  // Wi-Fi may): what the device saved shows at once, not after the retries.
  const unreachable = gotNoAnswer(query);
  const waiting =
    query.fetchStatus === 'paused' || unreachable || (!online && query.fetchStatus !== 'fetching');
  if (query.isPending || query.isPlaceholderData) {
    if (waiting)
      return offline ?? <Pending query={{ fetchStatus: 'paused' }} className={className} />;
    if (query.isPlaceholderData) {
      return (
        <div aria-busy="true" className="relative">
          <p role="status" className={cn('text-soft', className)}>
            {m.loading()}
          </p>
          <div inert className="pointer-events-none opacity-40">
            {children(query.data)}
          </div>
        </div>
      );
    }
    return <Pending query={query} className={className} />;
  }
  if (query.data === undefined) {
    // A page link whose cursor the server cannot read (edited, or from an older console) would
    // fail again: its action is the first page, as the message says.
    const staleLink = isStaleLink(query.error);
    return (
      <LoadError
        className={className}
        message={error(errorText(query.error, fallbackError))}
        onRetry={staleLink ? toFirstPage : () => void query.refetch()}
        retryLabel={staleLink ? m.goToFirstPage() : undefined}
      />
    );
  }
  const saved = <SavedNote query={query} className={className} />;
  if (isEmpty?.(query.data))
    return (
      <>
        {saved}
        <p className={cn('text-soft', className)}>
          {page && page > 1 ? m.pagePastEnd({ page }) : empty}
        </p>
      </>
    );
  return (
    <>
      {saved}
      {children(query.data)}
    </>
  );
}

/** The server could not read the list's cursor (`after` or `before`, reported on `after`). */
const isStaleLink = (error: unknown) =>
  error instanceof ApiError && error.code === 'BAD_USER_INPUT' && 'after' in error.fields;

/** This address without its cursors, on its first page (decision 024). */
function useFirstPage() {
  const navigate = useNavigate();
  return () =>
    void navigate({
      to: '.',
      search: (({ after: _after, before: _before, ...rest }: Record<string, unknown>) =>
        'page' in rest ? { ...rest, page: 1 } : rest) as never,
    });
}

/** The query's last fetch got no answer (offline, or a connection that carries nothing). */
const gotNoAnswer = (query: Pick<UseQueryResult, 'failureReason'>) =>
  query.failureReason instanceof ApiError && NO_ANSWER_CODES.has(query.failureReason.code);

/**
 * "Saved on this device at …" when what a screen shows was read from the device rather than
 * answered now: offline, with no answer, or after an error (lists, an order, an invoice).
 */
export function SavedNote({
  query,
  className,
}: {
  query: Pick<UseQueryResult, 'failureReason' | 'isError' | 'dataUpdatedAt'>;
  className?: string;
}) {
  const online = useOnline();
  const noAnswer = gotNoAnswer(query);
  const fromDevice = !online || noAnswer || query.isError;
  return fromDevice && query.dataUpdatedAt > 0 ? (
    <SavedAt at={query.dataUpdatedAt} unreachable={online && noAnswer} className={className} />
  ) : null;
}

/**
 * "Saved on this device at 24 Nov 2026, 2:05 pm": rows read from the device, not the server; online
 * with a server that gave no answer, "Can't reach the server. Showing what was saved at …".
 */
export function SavedAt({
  at,
  unreachable = false,
  className,
}: {
  at: number;
  unreachable?: boolean;
  className?: string;
}) {
  const when = formatDateTime(at);
  return (
    <p data-testid="saved-at" className={cn('text-sm text-soft', className)}>
      {unreachable ? m.cantReachServerSavedAt({ when }) : m.savedOnDeviceAt({ when })}
    </p>
  );
}
