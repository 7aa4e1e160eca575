import type { Query, QueryClient } from '@tanstack/react-query';
import { SAVED_LIMITS } from '../../domain/offline.ts';

const kindOf = (query: Query) => query.queryKey.slice(0, 2).join('/');

/**
 * Keeps each kind of saved query under its limit (domain/offline.ts): when one is added past it,
 * the least recently refreshed that no screen is showing is removed (and so leaves the saved
 * cache with the next write). Answers a function that stops watching.
 */
export function boundSavedCache(queryClient: QueryClient, limits = SAVED_LIMITS) {
  const cache = queryClient.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const kind = kindOf(event.query);
    const limit = limits[kind];
    if (limit === undefined) return;
    const same = cache.getAll().filter((q) => kindOf(q) === kind);
    if (same.length <= limit) return;
    const idle = same
      .filter((q) => q.getObserversCount() === 0 && q !== event.query)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const q of idle.slice(0, same.length - limit)) cache.remove(q);
  });
}
