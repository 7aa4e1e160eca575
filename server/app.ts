import path from 'node:path';
import type { Logger } from 'pino';
import { createBackgroundTasks, type BackgroundTasks } from './background.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

/** What every service needs, built once per process (or per test). */
export interface App {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'kycKey' | 'publicUrl' | 'support'>;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  tasks: BackgroundTasks;
}

/** The App of a process started from configuration (the server, or a tool that writes). */
export function appFromConfig(config: Config, db: Db, log: Logger): App {
  return {
    db,
    config,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
    clock: systemClock,
    log,
    tasks: createBackgroundTasks(log),
  };
}
