import * as v from 'valibot';

/**
 * Where each page of a list starts, learnt from the page before it (its nextCursor): Next reads
 * the following page without an OFFSET scan. A page opened directly (a reload, a link) has none
 * and is read by its number. `scope` names the list and its filters. (The admin's lists; the
 * seller's orders and inventory keep their cursors in the address: see PageCursors.)
 */
export function cursorBook() {
  const cursors = new Map<string, string>();
  const keyOf = (scope: readonly unknown[], page: number) => JSON.stringify([...scope, page]);
  return {
    cursorFor(scope: readonly unknown[], page: number): string | null {
      return page === 1 ? null : (cursors.get(keyOf(scope, page)) ?? null);
    },
    remember(scope: readonly unknown[], page: number, next: string | null | undefined) {
      if (next) cursors.set(keyOf(scope, page + 1), next);
    },
  };
}

/**
 * A list page's place kept in the address (decision 024): Next carries the shown page's nextCursor as
 * `after`, Prev its prevCursor as `before`, so a reload, a shared link or a cold start offline
 * reads (or finds saved) exactly the same rows. A page by number alone (Last, a typed address)
 * is read by the server from the nearer end.
 */
export interface PageCursors {
  after?: string;
  before?: string;
}

/** The address's cursor fields (valibot), dropped when malformed. */
export const cursorSearch = {
  after: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  before: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
};

/** The address of `page` from the page shown: the adjacent pages by cursor, others by number. */
export function pageMove<F extends { page: number } & PageCursors>(
  filters: F,
  page: number,
  shown: { nextCursor?: string | null; prevCursor?: string | null } | undefined,
): F {
  const next = { ...filters, page };
  delete next.after;
  delete next.before;
  if (page === filters.page + 1 && shown?.nextCursor) next.after = shown.nextCursor;
  if (page === filters.page - 1 && page > 1 && shown?.prevCursor) next.before = shown.prevCursor;
  return next;
}

/** Filters that changed start again at page 1, without the old page's cursors. */
export function withoutStaleCursors<F extends { page: number } & PageCursors>(next: F): F {
  if (next.page !== 1) return next;
  const first = { ...next };
  delete first.after;
  delete first.before;
  return first;
}
