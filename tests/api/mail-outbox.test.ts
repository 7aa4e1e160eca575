/**
 * The mail outbox (decision 019): mail is a row of the change's transaction, sent after commit by
 * a worker with retries; a rollback sends none, a failure is retried, a secret is wiped once sent
 * and never logged, and two workers on one database send each mail once.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema.ts';
import { createMailer, type Mail, type Mailer } from '../../server/mail/mailer.ts';
import { createMailOutbox, queueMail } from '../../server/mail/outbox.ts';
import { MAIL_KEEP_MS, prune } from '../../server/services/housekeeping.ts';
import { sendRegistrationCode } from '../../server/services/registration.ts';
import { codeFrom, engines, startTestApi, type TestApi } from './harness.ts';

/** A mailer that keeps what it sent, and fails the first `failures` tries. */
function recordingMailer(failures = 0): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  let left = failures;
  return {
    sent,
    async send(mail) {
      if (left > 0) {
        left -= 1;
        throw new Error('421 try again later');
      }
      sent.push(mail);
    },
  };
}

describe.each(engines)('mail outbox (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  const outbox = (mailer: Mailer, log = api.app.log) =>
    createMailOutbox({ db: api.app.db, mailer, clock: api.clock, log });

  it('sends nothing for a change that rolls back', async () => {
    const mailer = recordingMailer();
    await expect(
      api.app.db.transaction(async (tx) => {
        await queueMail(tx, api.clock.now(), { to: 'ghost@example.com', subject: 's', text: 't' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox(mailer).deliverDue()).toBe(0);
    expect(mailer.sent).toEqual([]);
    const rows = await api.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ghost@example.com'));
    expect(rows).toEqual([]);
  });

  it('retries a mail the SMTP server refused, after a wait, and sends it once', async () => {
    const mailer = recordingMailer(1);
    const worker = outbox(mailer);
    await queueMail(api.app.db, api.clock.now(), {
      to: 'retry@example.com',
      subject: 'Your order',
      text: 'is now SHIPPED',
    });
    expect(await worker.deliverDue()).toBe(0);
    const [failed] = await api.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'retry@example.com'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 try again later' });
    // Not before its wait is over.
    expect(await worker.deliverDue()).toBe(0);
    api.clock.advance(31_000);
    expect(await worker.deliverDue()).toBe(1);
    expect(await worker.deliverDue()).toBe(0);
    expect(mailer.sent.map((m) => m.to)).toEqual(['retry@example.com']);
  });

  it('never logs a sign-up code, and wipes it from the outbox once sent', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    // The real mailer (the .eml outbox path), logging to `lines`.
    const mailer = createMailer({ from: 'no-reply@console.test', outboxDir: api.outboxDir, log });
    const app = { ...api.app, log, mailer, mail: outbox(mailer, log) };
    await sendRegistrationCode(app, { email: 'secret.code@example.com' }, '198.51.100.7');
    await app.mail.deliverDue();
    const mail = api.mailsTo('secret.code@example.com').at(-1)!;
    const code = codeFrom(mail);
    expect(mail).toMatch(/^Subject: Your Threadline sign-up code$/m);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(code);
    const [row] = await api.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'secret.code@example.com'));
    expect(row).toMatchObject({ secret: true, subject: '', text: '' });
    expect(row!.sentAt).not.toBeNull();
  });

  it('two workers on one database send each mail once', async () => {
    const mailer = recordingMailer();
    for (let i = 0; i < 30; i++) {
      await queueMail(api.app.db, api.clock.now(), {
        to: `many${i}@example.com`,
        subject: 'Hello',
        text: 'Once',
      });
    }
    const [a, b] = await Promise.all([outbox(mailer).deliverDue(), outbox(mailer).deliverDue()]);
    expect(a + b).toBe(30);
    const sent = mailer.sent.filter((m) => m.to.startsWith('many')).map((m) => m.to);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it('deletes sent mail after 30 days, and never mail that still waits', async () => {
    const worker = outbox(recordingMailer());
    const rowsTo = (to: string) =>
      api.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    await queueMail(api.app.db, api.clock.now(), {
      to: 'old@example.com',
      subject: 'Sent long ago',
      text: '…',
    });
    await worker.deliverDue();
    api.clock.advance(MAIL_KEEP_MS - 60_000);
    await prune(api.app);
    expect(await rowsTo('old@example.com')).toHaveLength(1);
    // A mail that still waits (its first try is far ahead) stays. Last in this file: the clock
    // moves a month.
    await queueMail(api.app.db, new Date(api.clock.now().getTime() + 10 * 365 * 24 * 3600_000), {
      to: 'waiting@example.com',
      subject: 'Later',
      text: '…',
    });
    api.clock.advance(120_000);
    await prune(api.app);
    expect(await rowsTo('old@example.com')).toHaveLength(0);
    expect(await rowsTo('waiting@example.com')).toHaveLength(1);
  });
});
