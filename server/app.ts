import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every service needs, built once per process (or per test). */
export interface App {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'kycKey' | 'publicUrl'>;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
}
