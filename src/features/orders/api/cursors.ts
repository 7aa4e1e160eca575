import type { OrderFilters } from './keys.ts';

/**
 * Where each orders page starts, learnt from the page before it (its nextCursor): Next reads the
 * following page without an OFFSET scan. A page opened directly (a reload, a link) has none and
 * is read by its number.
 */
const cursors = new Map<string, string | null>();

const keyOf = (storeId: string, f: OrderFilters, page: number) =>
  JSON.stringify([storeId, f.status, f.search, page]);

export function cursorFor(storeId: string, filters: OrderFilters): string | null {
  if (filters.page === 1) return null;
  return cursors.get(keyOf(storeId, filters, filters.page)) ?? null;
}

export function rememberCursor(storeId: string, filters: OrderFilters, next: string | null) {
  if (next) cursors.set(keyOf(storeId, filters, filters.page + 1), next);
}
