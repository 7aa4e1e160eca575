/** `npm run admin:create -- --email E --password P [--name N]`: creates or promotes an ADMIN. */
import { parseArgs } from 'node:util';
import type { App } from '../server/app.ts';
import { systemClock } from '../server/clock.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { isAppError } from '../server/errors.ts';
import { createLogger } from '../server/logger.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { createOrPromoteAdmin } from '../server/services/users.ts';

const USAGE = 'Usage: npm run admin:create -- --email E --password P [--name N]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) throw new ConfigError(USAGE);
  const config = loadConfig();
  const log = createLogger('warn');
  const database = await openDatabase(config);
  const app: App = {
    db: database.db,
    config,
    mailer: createMailer({ from: config.mailFrom, outboxDir: `${config.dataDir}/outbox`, log }),
    clock: systemClock,
    log,
  };
  try {
    const { user, created } = await createOrPromoteAdmin(app, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.error(created ? `Created ADMIN ${user.email}` : `Promoted ${user.email} to ADMIN`);
    console.log(user.id);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const fields = isAppError(error)
    ? (error.extensions.fields as Record<string, string> | undefined)
    : undefined;
  const message = fields
    ? Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(
    error instanceof ConfigError || fields ? message : `admin:create failed: ${message}`,
  );
  process.exit(1);
});
