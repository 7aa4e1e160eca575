/**
 * Where each page of a list starts, learnt from the page before it (its nextCursor): Next reads
 * the following page without an OFFSET scan. A page opened directly (a reload, a link) has none
 * and is read by its number. `scope` names the list and its filters.
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
