import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/** A saved list page: its rows carry every field their own screen shows. */
interface ListPage<T> {
  items: T[];
}

/**
 * The row `id` on a saved list page matched by `lists`, if any, and when that page was read: never,
 * for a page a write has invalidated since (a transfer received, a stock changed), so that a
 * detail started from its row shows it and reads the server at once rather than call it fresh.
 */
export function savedListRow<T extends { id: string }>(
  queryClient: QueryClient,
  lists: QueryFilters,
  id: string,
): { row: T; at: number } | undefined {
  for (const [key, page] of queryClient.getQueriesData<ListPage<T>>(lists)) {
    const row = page?.items.find((item) => item.id === id);
    const state = queryClient.getQueryState(key);
    if (row) return { row, at: state?.isInvalidated ? 0 : (state?.dataUpdatedAt ?? 0) };
  }
  return undefined;
}

/**
 * A detail query's start from a saved list row (decision 020): opened from a list page, online or
 * not, it shows at once and then refreshes. The row is looked up once per options object, so the
 * data and its date come from the same page.
 */
export function startFromSavedList<T extends { id: string }>(
  queryClient: QueryClient,
  lists: QueryFilters,
  id: string,
) {
  let saved: { row: T; at: number } | undefined | null = null;
  const fromList = () => (saved ??= savedListRow<T>(queryClient, lists, id));
  return {
    initialData: () => fromList()?.row,
    initialDataUpdatedAt: () => fromList()?.at,
  };
}

/**
 * Every row saved on this device in the list pages matched by `lists` and the single entries
 * matched by `details`, each once (its most recently read copy), for a search over what the
 * device holds while offline (decision 025).
 */
export function savedRows<T extends { id: string }>(
  queryClient: QueryClient,
  lists: QueryFilters,
  details: QueryFilters,
): T[] {
  const newest = new Map<string, { row: T; at: number }>();
  const keep = (row: T, at: number) => {
    const known = newest.get(row.id);
    if (!known || known.at < at) newest.set(row.id, { row, at });
  };
  for (const query of queryClient.getQueryCache().findAll(lists)) {
    const page = query.state.data as ListPage<T> | undefined;
    page?.items?.forEach((row) => keep(row, query.state.dataUpdatedAt));
  }
  for (const query of queryClient.getQueryCache().findAll(details)) {
    const row = query.state.data as T | undefined;
    if (row?.id) keep(row, query.state.dataUpdatedAt);
  }
  return [...newest.values()].map((r) => r.row);
}

/**
 * Changes saved entries in place (an optimistic change, an answer merged in) keeping the time
 * they were read from the server: "Saved on this device at …" says when the server's data came,
 * never when the seller last touched it (decision 025). `change` answers its input to leave an entry.
 */
export function patchSaved<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  change: (data: T) => T,
) {
  for (const query of queryClient.getQueryCache().findAll(filters)) {
    const data = query.state.data as T | undefined;
    if (data === undefined) continue;
    const next = change(data);
    if (next !== data) {
      queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
    }
  }
}
