import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimited } from '../errors.ts';

export interface Limit {
  /** Counter name, e.g. `login:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in the database (so every instance shares it) and
 * throws RATE_LIMITED, with the seconds until the window ends, once `max` is exceeded.
 */
export async function hit(db: DbOrTx, limit: Limit, now: Date): Promise<void> {
  const { count, windowStart } = await bump(db, limit, now);
  if (count > limit.max) throw rateLimited(secondsLeft(windowStart, limit, now));
}

/**
 * Counts one hit and answers the count in the window, judging nothing (a throttle decides what
 * the count means).
 */
export async function count(db: DbOrTx, limit: Limit, now: Date): Promise<number> {
  return (await bump(db, limit, now)).count;
}

/** Gives back a hit counted by `hit` (a reserved attempt that turned out to be legitimate). */
export async function release(db: DbOrTx, limit: Limit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${limit.key}`);
}

async function bump(db: DbOrTx, limit: Limit, now: Date) {
  const windowFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

function secondsLeft(windowStart: Date, limit: Limit, now: Date): number {
  return Math.max(
    1,
    Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  );
}
