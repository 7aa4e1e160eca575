import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';

const log = pino({ level: 'silent' });
const mail = {
  to: 'seller@example.com',
  subject: 'Your code',
  text: 'Your Threadline sign-up code is 123456',
};

describe('mail', () => {
  const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('writes an .eml per mail to the outbox when SMTP_URL is unset', async () => {
    await createMailer({ from: 'no-reply@console.test', outboxDir: outbox, log }).send(mail);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: no-reply@console\.test$/m);
    expect(eml).toMatch(/^To: seller@example\.com$/m);
    expect(eml).toContain('Your Threadline sign-up code is 123456');
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@console.test',
        outboxDir: outbox,
        log,
      });
      await mailer.send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        from: 'no-reply@console.test',
        to: ['seller@example.com'],
      });
      expect(received[0]?.raw).toContain('Your Threadline sign-up code is 123456');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
