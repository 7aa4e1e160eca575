import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  /** One address: the caller checks it (never a list a customer typed). */
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * How long one SMTP exchange may take. Mail is sent by the outbox worker, never inside a request,
 * but a server that never answers must still free the worker for the next mail.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
} as const;

/**
 * SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`. Log lines
 * name the recipient only: subjects and texts may carry a sign-up code or a reset link.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      ...SMTP_TIMEOUTS,
      ...opts.timeouts,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, file }, 'mail written to the outbox');
    },
  };
}
