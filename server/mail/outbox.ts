import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
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
/** How many mails are sent at once (an SMTP connection each): a bounded pool. */
export const MAIL_POOL = 4;
/** How often the worker looks for due mail when nothing kicked it. */
const POLL_MS = 2_000;

/**
 * What one address may be sent in 24 hours besides codes and reset links, and how long a mail
 * with a topic waits for more of its event (a seller shipping an order's items one by one).
 */
export const MAIL_POLICY = { recipientDailyCap: 50, gatherMs: 30_000 } as const;

export type QueuedMail = Mail & {
  /** A code or a reset link: wiped once sent. Secret mail is also urgent. */
  secret?: boolean;
  /** Sent before notifications (priority 0), and never capped. */
  urgent?: boolean;
  /**
   * The event this mail tells of (`order:<id>:SHIPPED`): while the mail is not yet taken, a mail
   * of the same topic adds its `line` to it instead of being another mail.
   */
  topic?: string;
  /** What a later mail of the same topic adds to this one's text. */
  line?: string;
};

/**
 * Queues a mail inside the caller's transaction (decision 019): it is sent after the change
 * commits, and never if it rolls back. `secret` mails (codes, reset links) are wiped once sent
 * and go first. A notification to an address that has had MAIL_POLICY.recipientDailyCap of them
 * in 24 hours is dropped (answers false): nobody can make the platform mail one address without
 * end. A mail with a topic gathers the lines of its event for MAIL_POLICY.gatherMs.
 */
export async function queueMail(db: DbOrTx, at: Date, mail: QueuedMail): Promise<boolean> {
  const urgent = mail.urgent ?? mail.secret ?? false;
  const notYetTaken = sql`${mailOutbox.attempts} = 0 AND ${mailOutbox.sentAt} IS NULL AND ${mailOutbox.failedAt} IS NULL`;
  if (mail.topic) {
    const added = await db
      .update(mailOutbox)
      .set({ text: sql`${mailOutbox.text} || ${mail.line ?? ''}` })
      .where(and(eq(mailOutbox.topic, mail.topic), notYetTaken))
      .returning({ id: mailOutbox.id });
    if (added.length > 0) return true;
  }
  if (!urgent) {
    const [{ sent } = { sent: 0 }] = await db
      .select({ sent: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, mail.to),
          eq(mailOutbox.priority, 1),
          gt(mailOutbox.createdAt, new Date(at.getTime() - 24 * 3600_000)),
        ),
      );
    if (sent >= MAIL_POLICY.recipientDailyCap) return false;
  }
  const insert = db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    secret: mail.secret ?? false,
    priority: urgent ? 0 : 1,
    topic: mail.topic ?? null,
    nextAttemptAt: mail.topic ? new Date(at.getTime() + MAIL_POLICY.gatherMs) : at,
    createdAt: at,
  });
  // Two transactions gathering one event at once: the second adds its line to the first's.
  await (mail.topic
    ? insert.onConflictDoUpdate({
        target: mailOutbox.topic,
        targetWhere: notYetTaken,
        set: { text: sql`${mailOutbox.text} || ${mail.line ?? ''}` },
      })
    : insert);
  return true;
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

  /** Takes the next due mail (codes and resets first), leased to this worker. */
  async function takeOne() {
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
      .orderBy(asc(mailOutbox.priority), asc(mailOutbox.nextAttemptAt))
      .limit(1)
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

  async function send(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
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
      return true;
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
      return false;
    }
  }

  /**
   * MAIL_POOL senders, each taking the next due mail when it is free: a code queued behind a
   * thousand notifications is the next one taken, and one slow mail holds one sender only.
   */
  async function deliverOnce(): Promise<number> {
    let sent = 0;
    const sender = async () => {
      for (;;) {
        const [mail] = await takeOne();
        if (!mail) return;
        if (await send(mail)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: MAIL_POOL }, sender));
    return sent;
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
