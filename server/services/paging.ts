import { TRIGRAM_MIN } from '../../domain/search.ts';
import { and, asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';
import { ID_PART } from '../../domain/id.ts';

/**
 * The deepest OFFSET a list skips to: a far page without a cursor costs a scan of every row
 * before it, so that is refused beyond this many rows (a cursor reads on at any depth).
 */
export const MAX_OFFSET_ROWS = 10_000;

/** `page` is a whole number from 1, `limit` one from 1 to `max`. */
function checkPage(page: number, limit: number, max: number) {
  if (!Number.isInteger(page) || page < 1) throw badInput({ page: messageRef('pageInvalid') });
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badInput({ limit: messageRef('limitRange', { max }) });
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search box's text as an ILIKE '%…%' pattern (wildcards taken literally), or null when empty. */
export function containsPattern(field: string, search: string | null | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  if (text.length > 100) throw badInput({ [field]: m.searchTooLong() });
  return `%${escapeLike(text)}%`;
}

/** Searches shorter than this match a prefix (domain/search.ts, the console's twin). */
export { TRIGRAM_MIN };

/**
 * A search box's text as a condition on `column`: a fragment anywhere (ILIKE, trigram index)
 * from 3 characters, a prefix of its lower-case form (a text_pattern_ops index on
 * lower(column)) below that; `also` adds alternatives for a long fragment (an id's text).
 */
export function searchCondition(
  field: string,
  search: string | null | undefined,
  column: AnyColumn,
  also: (pattern: string, text: string) => SQL[] = () => [],
): SQL | null {
  const pattern = containsPattern(field, search);
  if (!pattern) return null;
  const text = search!.trim();
  if (text.length < TRIGRAM_MIN) {
    return sql`lower(${column}) like ${`${escapeLike(text.toLowerCase())}%`}`;
  }
  // In parentheses: drizzle's and() joins its conditions bare, and `store and name or id` would
  // find another store's orders by a fragment of their reference.
  return sql`(${sql.join([sql`${column} ilike ${pattern}`, ...also(pattern, text)], sql` or `)})`;
}

/**
 * A filtered list counts its matches this far and no further (20 pages of 10): beyond, it shows
 * "Page X of 20+" and reads on by cursor. Each match counted may cost a row fetch and a join, so
 * the cap is what bounds a search's or a filter's cost at any size.
 */
export const COUNT_CAP = 200;

/**
 * How many rows `rows` (a select without limit) answers, counted up to COUNT_CAP: the cost is
 * bounded whatever the table's size. `capped` says the count stopped there.
 */
export async function cappedCount(db: DbOrTx, rows: SQLWrapper) {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${rows} limit ${COUNT_CAP + 1}) capped`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return { totalCount: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/**
 * A text search's total, not counted (decision 024): a search's matches are found through an index
 * that cannot stop early, so counting even 200 of them cost more than the page. What the page
 * read says instead: exact on the last page, else "at least one more page" (totalCapped).
 */
export function searchTotal(args: PageArgs, page: { items: unknown[]; nextCursor: string | null }) {
  const shown = (args.page - 1) * args.limit + page.items.length;
  return page.nextCursor
    ? { totalCount: shown + 1, totalCapped: true }
    : { totalCount: shown, totalCapped: false };
}

export interface PageArgs {
  page: number;
  limit: number;
  /** A page's nextCursor: the page after it. */
  after?: string | null;
  /** A page's prevCursor: the page before it. */
  before?: string | null;
}

/**
 * A list read by keyset: `read` answers rows after (`forward`, in the list's order) or before
 * (`backward`, in reverse order) the cursor `from` (none: from the list's start or end),
 * skipping `skip` rows and taking `take`; `cursor` is a row's place in the list.
 */
export interface Keyset<T> {
  read(
    direction: 'forward' | 'backward',
    from: string | null,
    skip: number,
    take: number,
  ): Promise<T[]>;
  cursor(row: T): string;
}

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * The one paging rule of every list (decision 024). With `after` or `before` (the cursors kept in the
 * address), a page is read from there: no rows skipped at any depth. A page opened by its number
 * alone (a typed address, Last) is read from the nearer end of the list, which needs the exact
 * `total` (from a counter); the rows skipped from that end are capped at MAX_OFFSET_ROWS.
 */
export async function keysetPage<T>(
  args: PageArgs,
  max: number,
  /** The list's total as counted; only an exact one (not capped, not null) places far pages. */
  counted: { totalCount: number; totalCapped: boolean } | null,
  keyset: Keyset<T>,
): Promise<KeysetPage<T>> {
  const total = counted && !counted.totalCapped ? counted.totalCount : null;
  checkPage(args.page, args.limit, max);
  const { limit } = args;
  const edges = (items: T[], hasNext: boolean, hasPrev: boolean): KeysetPage<T> => ({
    items,
    nextCursor: hasNext && items.length ? keyset.cursor(items.at(-1)!) : null,
    prevCursor: hasPrev && items.length ? keyset.cursor(items[0]!) : null,
  });
  if (args.after) {
    const rows = await keyset.read('forward', args.after, 0, limit + 1);
    return edges(rows.slice(0, limit), rows.length > limit, true);
  }
  if (args.before) {
    const rows = await keyset.read('backward', args.before, 0, limit + 1);
    return edges(rows.slice(0, limit).reverse(), true, rows.length > limit);
  }
  const start = (args.page - 1) * limit;
  if (total !== null && start > 0 && start >= total) return edges([], false, false);
  const afterPage = total === null ? Infinity : total - args.page * limit;
  if (afterPage < start) {
    const skip = Math.max(0, afterPage);
    if (skip > MAX_OFFSET_ROWS) throw badInput({ page: messageRef('pageTooFar') });
    const rows = await keyset.read('backward', null, skip, Math.min(limit, total! - start));
    return edges(rows.reverse(), skip > 0, start > 0);
  }
  if (start > MAX_OFFSET_ROWS) throw badInput({ page: messageRef('pageTooFar') });
  const rows = await keyset.read('forward', null, start, limit + 1);
  return edges(rows.slice(0, limit), rows.length > limit, start > 0);
}

/**
 * One page of the list contract (decision 024): every counted list answers this shape, with the
 * cursors either side of the page and its total as counted (capped at COUNT_CAP where counting
 * further would cost more than the page).
 */
export interface ListPage<T> extends KeysetPage<T> {
  totalCount: number;
  totalCapped: boolean;
}

/**
 * The rows of `table` matching `where`, newest first, as one page of the list contract: counted up
 * to COUNT_CAP, or as `counted` says (a counter kept by a trigger).
 */
export async function tablePage<
  T extends PgTable & {
    createdAt: PgColumn;
    id: PgColumn;
    $inferSelect: { createdAt: Date; id: string };
  },
>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  args: PageArgs,
  max: number,
  counted?: { totalCount: number; totalCapped: boolean },
): Promise<ListPage<T['$inferSelect']>> {
  const from = table as PgTable;
  const total =
    counted ?? (await cappedCount(db, db.select({ id: table.id }).from(from).where(where)));
  const keyset = newestFirst(
    table.createdAt,
    table.id,
    (row: T['$inferSelect']) => row,
    (position, order, skip, take) =>
      db
        .select()
        .from(from)
        .where(and(where, position))
        .orderBy(...order)
        .limit(take)
        .offset(skip) as unknown as Promise<T['$inferSelect'][]>,
  );
  return { ...(await keysetPage(args, max, total, keyset)), ...total };
}

/** A list ordered by (a time, id): its columns, a row's place, and how to read a window. */
type TimeOrdered<T> = [
  at: AnyColumn,
  id: AnyColumn,
  key: (row: T) => { createdAt: Date; id: string },
  select: (position: SQL | undefined, order: SQL[], skip: number, take: number) => Promise<T[]>,
];

/**
 * The keyset of a list ordered by (a time, id), newest or oldest first: `select` is given the
 * position condition (or none), the order and the window.
 */
function byTime<T>(newest: boolean, ...[at, id, key, select]: TimeOrdered<T>): Keyset<T> {
  return {
    read: (direction, from, skip, take) => {
      // Reading forward goes down the list's own order; backward, up it.
      const down = (direction === 'forward') === newest;
      const position = from
        ? down
          ? olderThan(at, id, from)
          : newerThan(at, id, from)
        : undefined;
      const order = down ? [desc(at), desc(id)] : [asc(at), asc(id)];
      return select(position, order, skip, take);
    },
    cursor: (row) => cursorOf(key(row)),
  };
}

/** A list newest first by (created_at, id). */
export const newestFirst = <T>(...list: TimeOrdered<T>) => byTime(true, ...list);

/** A queue oldest first by (a time, id): the listing review's (issue 50). */
export const oldestFirst = <T>(...list: TimeOrdered<T>) => byTime(false, ...list);

/**
 * Keyset paging on (created_at, id), newest first: a page's last row gives the cursor of the next
 * page, which starts there instead of skipping rows with a growing OFFSET.
 */
export const cursorOf = (row: { createdAt: Date; id: string }) =>
  `${row.createdAt.getTime()}_${row.id}`;

/**
 * A cursor's time part: epoch milliseconds, at most 14 digits (until the year 5138): from 15 on, a
 * time's ISO text has a six-digit year, which PostgreSQL cannot read (a server error).
 */
export const MS_PART = '(\\d{1,14})';

/** A cursor's whole pattern from its parts (MS_PART, ID_PART and separators), made once per list. */
export const cursorPattern = (parts: string) => new RegExp(`^${parts}$`);

/**
 * The captured parts of a cursor that matches `pattern` (from cursorPattern), or BAD_USER_INPUT on
 * its argument (`after`, or `field`) for any other text: a cursor is the client's to send back
 * unchanged, and a changed one must never reach the database as a value it cannot cast (a server
 * error).
 */
export function readCursor(cursor: string, pattern: RegExp, field = 'after'): string[] {
  const match = pattern.exec(cursor);
  if (!match) throw badInput({ [field]: messageRef('cursorInvalid') });
  return match.slice(1).map(String);
}

const TIME_ID_CURSOR = cursorPattern(`${MS_PART}_${ID_PART}`);

export function parseCursor(after: string) {
  const [at, id] = readCursor(after, TIME_ID_CURSOR);
  return { at: new Date(Number(at)), id: id! };
}

/** The rows older than the cursor, for `ORDER BY created_at DESC, id DESC`. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, after: string): SQL {
  const c = parseCursor(after);
  return sql`(${createdAt}, ${id}) < (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;
}

/** The rows newer than the cursor, for `ORDER BY created_at ASC, id ASC` (reading backwards). */
export function newerThan(createdAt: AnyColumn, id: AnyColumn, before: string): SQL {
  const c = parseCursor(before);
  return sql`(${createdAt}, ${id}) > (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;
}
