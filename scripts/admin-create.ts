/**
 * `npm run admin:create -- --email E --password P [--name N]`: creates or promotes an ADMIN.
 * With the embedded database and a running server, the server does it (it owns the folder);
 * otherwise this process opens the database itself, holding the folder's lock meanwhile.
 */
import { parseArgs } from 'node:util';
import { appFromConfig } from '../server/app.ts';
import { ConfigError, loadConfig, type Config } from '../server/config.ts';
import { callControl, type ControlReply } from '../server/control.ts';
import { openDatabase } from '../server/db/client.ts';
import { heldBy, lockDataDir, ownerOf } from '../server/db/owner.ts';
import { isAppError } from '../server/errors.ts';
import { createLogger } from '../server/logger.ts';
import { createOrPromoteAdmin } from '../server/services/users.ts';

const USAGE = 'Usage: npm run admin:create -- --email E --password P [--name N]';

interface Outcome {
  id: string;
  email: string;
  created: boolean;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) throw new ConfigError(USAGE);
  const args = { email: values.email, password: values.password, name: values.name };
  const config = loadConfig();
  const outcome = config.databaseUrl
    ? await runHere(config, args)
    : await runThroughServer(config, args);
  console.error(
    outcome.created ? `Created ADMIN ${outcome.email}` : `Promoted ${outcome.email} to ADMIN`,
  );
  console.log(outcome.id);
}

async function runThroughServer(
  config: Config,
  args: { email: string; password: string; name?: string },
): Promise<Outcome> {
  const reply = await callControl(config.dataDir, 'admin:create', stringArgs(args));
  if (reply) return unwrap(reply);
  const owner = ownerOf(config.dataDir);
  if (owner)
    throw new ConfigError(`${heldBy(config.dataDir, owner)} (its control channel did not answer)`);
  const lock = lockDataDir(config.dataDir, 'npm run admin:create');
  try {
    return await runHere(config, args);
  } finally {
    lock.release();
  }
}

async function runHere(
  config: Config,
  args: { email: string; password: string; name?: string },
): Promise<Outcome> {
  const database = await openDatabase(config);
  const app = appFromConfig(config, database.db, createLogger('warn'));
  try {
    const { user, created } = await createOrPromoteAdmin(app, args);
    return { id: user.id, email: user.email, created };
  } finally {
    await database.close();
  }
}

function stringArgs(args: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

class FieldsError extends Error {}

function unwrap(reply: ControlReply): Outcome {
  if (reply.ok) return reply.result as Outcome;
  if (reply.fields) throw new FieldsError(fieldsLine(reply.fields));
  throw new Error(reply.error);
}

function fieldsLine(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

main().catch((error: unknown) => {
  const fields = isAppError(error)
    ? (error.extensions.fields as Record<string, string> | undefined)
    : undefined;
  const message = fields
    ? fieldsLine(fields)
    : error instanceof Error
      ? error.message
      : String(error);
  const plain = error instanceof ConfigError || error instanceof FieldsError || fields;
  console.error(plain ? message : `admin:create failed: ${message}`);
  process.exit(1);
});
