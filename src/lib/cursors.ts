import { useState } from 'react';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../domain/enums.ts';
import { m } from '../../domain/messages.ts';

/**
 * A list page's place (decision 024), kept in the address: Next carries the shown page's nextCursor as
 * `after`, Prev its prevCursor as `before`, so a reload, a shared link or a cold start offline
 * reads (or finds saved) exactly the same rows. A page by number alone (Last, a typed address)
 * is read by the server from the nearer end.
 */
export interface PageCursors {
  after?: string;
  before?: string;
}

/** A list's place alone: its page and the cursors that lead to it. */
export interface ListPlace extends PageCursors {
  page: number;
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

/**
 * The address a list's change goes to, as an update of the latest address. `next` was built from
 * `seen`, the filters the screen was drawn with, but a navigation may still be on its way (its
 * loader reading, slow when offline) when the next change comes: a search box settles 300 ms
 * after typing stops, while a status picked just then loads. A filter change (to page 1) lays
 * only the keys it changes over the latest address, so the change on its way is kept; a page move
 * belongs to the page it was made from and goes there whole.
 */
export function searchUpdate<F extends ListPlace>(seen: F, next: F): (latest: object) => F {
  if (next.page !== 1) return () => next;
  const keys = [...new Set([...Object.keys(seen), ...Object.keys(next)])] as (keyof F)[];
  const changed = Object.fromEntries(
    keys.filter((k) => !Object.is(seen[k], next[k])).map((k) => [k, next[k]]),
  ) as Partial<F>;
  return (latest) => withoutStaleCursors({ ...(latest as F), ...changed, page: 1 });
}

/** What a list's page says of its place: the list contract (schema.graphql, interface Page). */
export interface ShownPage {
  /** Absent for a list that is not counted (the ledger): it pages by its cursors alone. */
  totalCount?: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/** The Pager's props. */
export interface PagerProps {
  page: number;
  pages: number;
  more: boolean;
  text: string;
  onPage(page: number): void;
}

/**
 * The one pager of every list (decision 024): from the filters in the address and the page the
 * query shows, the page count ("Page X of 20+" when counting stopped), and Next and Prev by the
 * shown page's cursors. While another page of the same list loads, its count stays; a list with
 * other filters has none until it answers (never another list's count under this one's).
 */
export function usePager<F extends { page: number } & PageCursors>(
  filters: F,
  query: { data?: ShownPage; isPlaceholderData?: boolean },
  onFilters: (next: F) => void,
  options: { pageSize?: number; slash?: boolean } = {},
): PagerProps {
  const shown = query.isPlaceholderData ? undefined : query.data;
  const scope = scopeOf(filters);
  // The last page this list showed (React's state from a previous render).
  const [last, setLast] = useState<{ scope: string; page: ShownPage } | null>(null);
  if (shown && (last?.page !== shown || last.scope !== scope)) setLast({ scope, page: shown });
  const known = shown ?? (last?.scope === scope ? last.page : undefined);
  return pagerOf(filters, shown, known, onFilters, options);
}

/**
 * The pager of a list showing `shown` (undefined while a page loads), whose count is `known`
 * (the shown page's, or the last one of the same list).
 */
export function pagerOf<F extends { page: number } & PageCursors>(
  filters: F,
  shown: ShownPage | undefined,
  known: ShownPage | undefined,
  onFilters: (next: F) => void,
  options: { pageSize?: number; slash?: boolean } = {},
): PagerProps {
  const { page } = filters;
  const total = known?.totalCount;
  const pages =
    total !== undefined
      ? Math.max(1, Math.ceil(total / (options.pageSize ?? PAGE_SIZE)))
      : shown?.nextCursor
        ? page + 1
        : page;
  const more = Boolean(known?.totalCapped && shown?.nextCursor);
  const count = known?.totalCapped ? `${pages}+` : pages;
  return {
    page,
    pages,
    more,
    text:
      total === undefined || page > pages
        ? m.pageOnly({ page })
        : options.slash
          ? m.pageSlash({ page, pages: count })
          : m.pageOf({ page, pages: count }),
    onPage: (next) => onFilters(pageMove(filters, next, shown)),
  };
}

/** A list's filters without its place in it: which list a count belongs to. */
function scopeOf(filters: { page: number } & PageCursors & { id?: unknown }) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { page, after, before, id, ...scope } = filters;
  return JSON.stringify(scope);
}
