import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { CACHE_MAX_AGE } from '../offline/persister.ts';
import { ApiError } from './graphql.ts';

const NOT_RETRIED = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  // A 10 s wait is already long on a phone: show the message rather than wait twice more.
  'TIMEOUT',
]);

/**
 * TanStack's client, except that an invalidation also drops the answers already on their way for
 * the queries it covers: they were read before the write that invalidates them. TanStack marks
 * such a query invalidated, and then its late answer lands as fresh (a list read by the shift's
 * refresh while a product was being deleted showed the product again, 30 s long). Cancelled with
 * `revert`, the query goes back to what it held and stays invalidated: a screen refetches it, as
 * the refresh does at its next round.
 */
export class ConsoleQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const refetchType = filters?.refetchType ?? filters?.type ?? 'active';
    // What this invalidation refetches may be cancelled; a shown query it leaves alone may not
    // (it would stay without an answer).
    const refetchesShown = refetchType === 'active' || refetchType === 'all';
    for (const query of this.getQueryCache().findAll(filters))
      if (query.state.fetchStatus === 'fetching' && (refetchesShown || !query.isActive()))
        void query.cancel({ revert: true });
    return super.invalidateQueries(filters, options);
  }
}

export const queryClient = new ConsoleQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE,
      retry: (count, error) =>
        !(error instanceof ApiError && NOT_RETRIED.has(error.code)) && count < 2,
    },
    mutations: { retry: false },
  },
});
