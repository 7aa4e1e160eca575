import { lt, or, isNotNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import { idempotencyRecords, oneTimeCodes, passwordResetTokens, rateLimits } from '../db/schema.ts';

export const IDEMPOTENCY_KEEP_MS = 30 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Deletes what has outlived its use: replay records after 30 days, spent codes and counters. */
export async function prune(app: App): Promise<void> {
  const now = app.clock.now().getTime();
  await app.db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now - IDEMPOTENCY_KEEP_MS)));
  await app.db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, new Date(now - DAY_MS)));
  await app.db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, new Date(now - DAY_MS)),
        isNotNull(passwordResetTokens.usedAt),
      ),
    );
  await app.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - DAY_MS)));
}

/** Runs `prune` now and every hour; returns a stop function. */
export function schedulePruning(app: App): () => void {
  const run = () =>
    prune(app).catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
