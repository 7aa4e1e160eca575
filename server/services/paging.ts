import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { format, messages, templates } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';

/**
 * The deepest OFFSET a list skips to: a far page without a cursor costs a scan of every row
 * before it, so that is refused beyond this many rows (a cursor reads on at any depth).
 */
export const MAX_OFFSET_ROWS = 10_000;

/**
 * `page` (from 1) and `limit` (1 to `max`) checked, as an offset and a limit. With `after` (a
 * cursor) the page starts there and skips nothing; without one, no further than MAX_OFFSET_ROWS.
 */
export function pageWindow(page: number, limit: number, max: number, after?: string | null) {
  if (!Number.isInteger(page) || page < 1) throw badInput({ page: messages.pageInvalid });
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badInput({ limit: format(templates.limitRange, { max }) });
  }
  if (after) return { offset: 0, limit };
  const offset = (page - 1) * limit;
  if (offset > MAX_OFFSET_ROWS) throw badInput({ page: messages.pageTooFar });
  return { offset, limit };
}

/** A search box's text as an ILIKE '%…%' pattern (wildcards taken literally), or null when empty. */
export function containsPattern(field: string, search: string | null | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  if (text.length > 100) throw badInput({ [field]: messages.searchTooLong });
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Keyset paging on (created_at, id), newest first: a page's last row gives the cursor of the next
 * page, which starts there instead of skipping rows with a growing OFFSET.
 */
export const cursorOf = (row: { createdAt: Date; id: string }) =>
  `${row.createdAt.getTime()}_${row.id}`;

export function parseCursor(after: string) {
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/.exec(after);
  if (!match) throw badInput({ after: messages.pageInvalid });
  return { at: new Date(Number(match[1])), id: match[2]! };
}

/** The rows older than the cursor, for `ORDER BY created_at DESC, id DESC`. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, after: string): SQL {
  const c = parseCursor(after);
  return sql`(${createdAt}, ${id}) < (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;
}

/**
 * A page from rows read with `limit + 1`: the first `limit` of them, and the next page's cursor
 * (`cursor` of the page's last row) only when a row beyond the page exists, so the last page
 * answers null even when it is full.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursor: (row: T) => string,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: last && rows.length > limit ? cursor(last) : null };
}
