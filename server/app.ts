import path from 'node:path';
import type { Logger } from 'pino';
import { createBackgroundTasks, type BackgroundTasks } from './background.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from './mail/outbox.ts';
import { diskStorage, type ImageStorage } from './uploads/storage.ts';

/** What every service needs, built once per process (or per test). */
export interface App {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'kycKey' | 'publicUrl' | 'support'> & {
    /** Where this server's image addresses start: only those are accepted in products and stores. */
    imageBases: string[];
  };
  /** Where uploaded images are stored (disk or a bucket): inputs name only objects in it. */
  images: ImageStorage;
  mailer: Mailer;
  /** Sends the mail services queue in their transactions (decision 019). */
  mail: MailOutbox;
  clock: Clock;
  log: Logger;
  tasks: BackgroundTasks;
}

/** The App of a process started from configuration (the server, or a tool that writes). */
export function appFromConfig(
  config: Config,
  db: Db,
  log: Logger,
  images: ImageStorage = diskStorage(path.join(config.dataDir, 'uploads')),
): App {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  return {
    db,
    config: { ...config, imageBases: imageBases(config) },
    images,
    mailer,
    mail: createMailOutbox({ db, mailer, clock: systemClock, log }),
    clock: systemClock,
    log,
    tasks: createBackgroundTasks(log),
  };
}

/**
 * The bases of the addresses `POST /cdnfile` (and the demo) hand out: disk uploads (relative to
 * the console; the absolute form handed out before decision 025 is still accepted), or S3.
 */
export function imageBases(config: Pick<Config, 'publicUrl' | 's3'>): string[] {
  return [
    '/uploads/',
    `${config.publicUrl}/uploads/`,
    ...(config.s3 ? [`${config.s3.publicUrl.replace(/\/+$/, '')}/`] : []),
  ];
}
