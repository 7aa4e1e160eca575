import { lt, or, isNotNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import { receiveStaleReturns, releaseUnpaidHolds } from './holds.ts';
import { readPlatformSettings } from './settings.ts';
import {
  idempotencyRecords,
  mailOutbox,
  oneTimeCodes,
  passwordResetTokens,
  rateLimits,
} from '../db/schema.ts';

export const IDEMPOTENCY_KEEP_MS = 30 * 24 * 3600_000;
/** Sent or given-up mail is kept this long (to answer "did it go?"), then deleted. */
export const MAIL_KEEP_MS = 30 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * Deletes what has outlived its use: replay records and finished mail after 30 days, spent codes
 * and counters. Mail still waiting to be sent is never deleted here.
 */
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
  const mailBefore = new Date(now - MAIL_KEEP_MS);
  await app.db
    .delete(mailOutbox)
    .where(or(lt(mailOutbox.sentAt, mailBefore), lt(mailOutbox.failedAt, mailBefore)));
}

/** Cancels cash-on-delivery items held past the admin's setting (see releaseUnpaidHolds). */
export async function releaseHolds(app: App): Promise<number> {
  const { unpaidHoldHours } = await readPlatformSettings(app.db);
  const released = await releaseUnpaidHolds(app, unpaidHoldHours);
  if (released > 0) app.log.info({ released, unpaidHoldHours }, 'unpaid holds released');
  // Returns left undecided past the rule's days are received (decision 026, receiveStaleReturns).
  const received = await receiveStaleReturns(app);
  if (received > 0) app.log.info({ received }, 'stale returns received by rule');
  return released;
}

/** Runs `prune` now and every hour, and `releaseHolds` every 10 minutes; returns a stop function. */
export function schedulePruning(app: App): () => void {
  const run = () =>
    prune(app).catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
  const release = () =>
    void releaseHolds(app).catch((err: unknown) =>
      app.log.warn({ err }, 'releasing unpaid holds failed'),
    );
  void run();
  release();
  const timers = [setInterval(run, 3600_000), setInterval(release, 600_000)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
