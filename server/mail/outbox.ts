import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/** How long a taken mail is leased to the worker that took it before another may try it. */
const LEASE_MS = 2 * 60_000;
/** Tries before a mail is given up (logged); the waits between them double from 30 s. */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const BATCH = 10;
/** How often the worker looks for due mail when nothing kicked it. */
const POLL_MS = 2_000;

/**
 * Queues a mail inside the caller's transaction (decision 019): it is sent after the change
 * commits, and never if it rolls back. `secret` mails (codes, reset links) are wiped once sent.
 */
export async function queueMail(
  db: DbOrTx,
  at: Date,
  mail: Mail & { secret?: boolean },
): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    secret: mail.secret ?? false,
    nextAttemptAt: at,
    createdAt: at,
  });
}

export interface MailOutbox {
  /** Look for due mail soon (after a write that queued some), once the worker is started. */
  kick(): void;
  /** Sends every mail due now, one batch after another; resolves when none is left. */
  deliverDue(): Promise<number>;
  /** Polls for due mail until the returned function is called. */
  start(): () => void;
  /** Waits for a delivery under way (shutdown). */
  settled(): Promise<void>;
}

/**
 * The worker that sends queued mail. Each mail is taken under a lease (`FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so two instances never take the same one), sent with no transaction open, then
 * marked sent; a failure is retried with backoff. A crash between sending and marking sends that
 * mail again after the lease (at least once, never lost).
 */
export function createMailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
}): MailOutbox {
  const { db, mailer, clock, log } = deps;
  let running: Promise<number> | null = null;
  let again = false;

  async function takeBatch() {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliverOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await takeBatch();
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
          await db
            .update(mailOutbox)
            .set({
              sentAt: clock.now(),
              lastError: null,
              ...(mail.secret ? { subject: '', text: '' } : {}),
            })
            .where(eq(mailOutbox.id, mail.id));
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
          const wait = FIRST_RETRY_MS * 2 ** (mail.attempts - 1);
          await db
            .update(mailOutbox)
            .set({
              lastError: reason.slice(0, 500),
              ...(giveUp
                ? { failedAt: clock.now() }
                : { nextAttemptAt: new Date(clock.now().getTime() + wait) }),
            })
            .where(eq(mailOutbox.id, mail.id));
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, err: error },
            giveUp ? 'mail given up' : 'mail not sent; will retry',
          );
        }
      }
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverOnce();
      } while (again);
      return total;
    })().finally(() => (running = null));
    return running;
  }

  const tryDeliver = () =>
    void deliverDue().catch((err: unknown) => log.warn({ err }, 'mail outbox failed'));

  let kicked = false;
  let started = false;
  return {
    kick() {
      if (kicked || !started) return;
      kicked = true;
      setTimeout(() => {
        kicked = false;
        tryDeliver();
      }, 20).unref();
    },
    deliverDue,
    start() {
      started = true;
      tryDeliver();
      const timer = setInterval(tryDeliver, POLL_MS);
      timer.unref();
      return () => {
        started = false;
        clearInterval(timer);
      };
    },
    async settled() {
      while (running) await running.catch(() => undefined);
    },
  };
}
