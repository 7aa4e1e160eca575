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

/** Throws RATE_LIMITED when the counter is already at `max`, without counting. */
export async function check(db: DbOrTx, limit: Limit, now: Date): Promise<void> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${limit.key}`);
  if (!row || expired(row.windowStart, limit, now)) return;
  if (row.count >= limit.max) throw rateLimited(secondsLeft(row.windowStart, limit, now));
}

/** Counts one hit without judging it (e.g. a failed password). */
export async function count(db: DbOrTx, limit: Limit, now: Date): Promise<void> {
  await bump(db, limit, now);
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

function expired(windowStart: Date, limit: Limit, now: Date): boolean {
  return windowStart.getTime() + limit.windowSeconds * 1000 <= now.getTime();
}

function secondsLeft(windowStart: Date, limit: Limit, now: Date): number {
  return Math.max(
    1,
    Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  );
}
