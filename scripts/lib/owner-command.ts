/**
 * How a local tool reaches the database (decision 007): with PostgreSQL, directly; with the
 * embedded database, through the running server that owns the folder (its control channel), or,
 * when none runs, by holding the folder's lock itself. A tool never reports a write it did not
 * make: every failure is a non-zero exit with one line.
 */
import { appFromConfig } from '../../server/app.ts';
import { ConfigError, isConfigError, loadConfig, type Config } from '../../server/config.ts';
import { callControl, type ControlReply } from '../../server/control.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { heldBy, lockDataDir, ownerOf } from '../../server/db/owner.ts';
import { isAppError } from '../../server/errors.ts';
import { createLogger } from '../../server/logger.ts';
import type { App } from '../../server/app.ts';

class FieldsError extends Error {}

const fieldsLine = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

function unwrap<T>(reply: ControlReply): T {
  if (reply.ok) return reply.result as T;
  if (reply.fields) throw new FieldsError(fieldsLine(reply.fields));
  throw new ConfigError(reply.error);
}

/**
 * Runs `command` with `args` where the database is: `here` gets the configuration (and opens
 * what it needs itself) when this process may; the running server does it otherwise.
 */
export async function runWithDatabase<T>(
  command: string,
  args: Record<string, string | undefined>,
  here: (config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) return here(config);
  const given = Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  const reply = await callControl(config.dataDir, command, given);
  if (reply) return unwrap<T>(reply);
  const owner = ownerOf(config.dataDir);
  if (owner)
    throw new ConfigError(`${heldBy(config.dataDir, owner)} (its control channel did not answer)`);
  const lock = lockDataDir(config.dataDir, `npm run ${command}`);
  try {
    return await here(config);
  } finally {
    lock.release();
  }
}

/** Opens the configured database and an App on it for `work`, closing it after. */
export async function withApp<T>(
  config: Config,
  work: (app: App, database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await work(appFromConfig(config, database.db, createLogger('warn')), database);
  } finally {
    await database.close();
  }
}

/** Runs a tool's main, ending the process with one line and exit code 1 on any failure. */
export function runTool(name: string, main: () => Promise<void>) {
  main().catch((error: unknown) => {
    const fields = isAppError(error)
      ? (error.extensions.fields as Record<string, string> | undefined)
      : undefined;
    const message = fields
      ? fieldsLine(fields)
      : error instanceof Error
        ? error.message
        : String(error);
    const plain = isConfigError(error) || error instanceof FieldsError || fields;
    console.error(plain ? message : `${name} failed: ${message}`);
    process.exit(1);
  });
}
