/**
 * vitest's global set-up: the migrated databases every API test copies instead of migrating its
 * own (decision 045). Made once per set of migrations and kept between runs:
 *
 * - PGlite: an in-memory database migrated once, its data folder dumped to
 *   .tmp/test-templates/pglite-HASH.tar (a test loads it with `loadDataDir`: 1.4 s, not 3.7 s);
 * - PostgreSQL (when TEST_DATABASE_URL is set): a database `tpl_HASH` migrated once, which each
 *   test copies with `CREATE DATABASE … TEMPLATE` (0.08 s, not 1 s).
 *
 * It also builds the server's bundle once (scripts/server-build.ts), which the process tests start
 * as `npm start` does, rather than each transpiling the sources again through tsx; and, with that
 * bundle, a data folder with the demo loaded (.tmp/test-templates/demo-HASH, `demoTemplate`) that
 * the process tests which start on the demo, and the browser workers' servers, copy rather than
 * each loading the demo again (6–9.5 s a start). Its HASH also covers the bundle and the lock file.
 *
 * HASH covers the migrations and PGlite's version, so a new migration makes new templates. The
 * test processes learn the templates from the environment (TEMPLATE_VARIABLES), which they
 * inherit from this one.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from '../server/db/client.ts';
import { OWNER_FILE } from '../server/db/owner.ts';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../server/root.ts';
import { serverModule } from '../scripts/server-build.ts';
import { SERVER_BUNDLE_VARIABLE, freePort, startServer, waitForHealth } from './api/processes.ts';
import { DEMO_FOLDER_MARK } from './e2e/servers.ts';

/** The variables naming each engine's template for the test processes. */
export const TEMPLATE_VARIABLES = {
  pglite: 'TEST_PGLITE_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;

/** The variable naming the demo-loaded data folder (`demoTemplate`) for the process tests. */
export const DEMO_TEMPLATE_VARIABLE = 'TEST_DEMO_TEMPLATE';

const TEMPLATE_DIR = path.join(ROOT, '.tmp/test-templates');

/** A hash of every migration file and of the PGlite release that reads the dump. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const file = path.join(dir, name.name);
      if (name.isDirectory()) walk(file);
      else
        hash.update(path.relative(MIGRATIONS_FOLDER, file)).update('\0').update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const file = path.join(TEMPLATE_DIR, `pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openPglite();
  try {
    const dump = await database.dump!('none');
    // Written beside and renamed into place: a run stopped half-way leaves no half a template.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `tpl_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Migrated under another name and renamed once complete, so that no run copies half a
    // template.
    const partial = `tpl_partial_${randomUUID().replace(/-/g, '')}`;
    await admin.query(`CREATE DATABASE ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const database = await openPostgres(url.toString(), 'TEST_DATABASE_URL');
    await database.close();
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`).catch(async (error) => {
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      const again = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!again.rowCount) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

/** How long a demo-loaded data folder is copied before it is loaded again (see `demoTemplate`). */
const DEMO_TEMPLATE_LIFE_MS = 3600_000;

/**
 * A data folder with the demo loaded, as `npm start` leaves a new one (the migrations, the demo's
 * stores, products, images and orders, the secrets its KYC is sealed with): the server's bundle
 * started on an empty folder with DEMO=1, stopped by SIGTERM once healthy (it closes the database
 * and gives the folder up). Made once per bundle, migrations and lock file, and again after an
 * hour: the demo's orders and notifications are dated from the moment it was loaded, and a day-old
 * demo would hold no order of today's. A start copies it.
 */
export async function demoTemplate(): Promise<string> {
  const bundle = fileURLToPath(await serverModule(ROOT));
  const hash = createHash('sha256')
    .update(migrationsHash())
    .update(readFileSync(bundle))
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(TEMPLATE_DIR, `demo-${hash}`);
  if (existsSync(dir) && statSync(dir).mtimeMs > Date.now() - DEMO_TEMPLATE_LIFE_MS) return dir;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = path.join(TEMPLATE_DIR, `demo-partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  const server = startServer(
    { NODE_ENV: 'production', DATA_DIR: partial, PORT: String(await freePort()), DEMO: '1' },
    [bundle],
  );
  try {
    // Loading the demo takes 6–9.5 s on a quiet machine; on a loaded one it ran past a minute.
    await waitForHealth(server, { limitMs: 180_000 });
  } catch (error) {
    await server.stop('SIGKILL');
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  const code = await server.stop('SIGTERM');
  if (code !== 0 || existsSync(path.join(partial, OWNER_FILE))) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`The demo's data folder was not made (exit ${code}): ${server.output()}`);
  }
  // Only the current one is kept (each is about 45 MB). The folder it replaces, and another
  // bundle's, are moved aside rather than removed: a start in this clone may be copying one at
  // this moment. What was set aside, or left half-made by a run that was stopped, is removed by a
  // later set-up once an hour old (pruneLeftovers).
  for (const old of readdirSync(TEMPLATE_DIR))
    if (/^demo-[0-9a-f]{16}$/.test(old)) {
      const aside = path.join(TEMPLATE_DIR, `${old}.aside-${process.pid}-${Date.now()}`);
      renameSync(path.join(TEMPLATE_DIR, old), aside);
      utimesSync(aside, new Date(), new Date());
    }
  renameSync(partial, dir);
  const now = new Date();
  utimesSync(dir, now, now);
  return dir;
}

/** A new data folder holding a copy of the demo's (`demoTemplate`), for a process test. */
export function demoDataDir(to: string): string {
  const template = process.env[DEMO_TEMPLATE_VARIABLE];
  if (!template)
    throw new Error(`${DEMO_TEMPLATE_VARIABLE} is unset: run the tests through vitest.`);
  cpSync(template, to, { recursive: true });
  return to;
}

/** How old a leftover (half-made, or set aside) must be before a set-up removes it. */
const LEFTOVER_AGE_MS = 3600_000;

/**
 * Removes what earlier runs left in the templates' folder: a half-made template of a run that was
 * stopped (`demo-partial-PID`, `pglite-HASH.tar.PID`), a demo folder set aside, and a PGlite
 * template of other migrations; each only once an hour old, so that a run still making or copying
 * it is never disturbed.
 */
function pruneLeftovers(currentPglite: string) {
  if (!existsSync(TEMPLATE_DIR)) return;
  const old = Date.now() - LEFTOVER_AGE_MS;
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    const leftover =
      /^demo-partial-\d+$|\.aside-|\.tar\.\d+$/.test(name) ||
      (/^pglite-[0-9a-f]{16}\.tar$/.test(name) && file !== currentPglite);
    if (leftover && statSync(file).mtimeMs < old) rmSync(file, { recursive: true, force: true });
  }
}

export default async function setup(): Promise<void> {
  process.env[SERVER_BUNDLE_VARIABLE] = fileURLToPath(await serverModule(ROOT));
  const hash = migrationsHash();
  const pglite = await pgliteTemplate(hash);
  process.env[TEMPLATE_VARIABLES.pglite] = pglite;
  pruneLeftovers(pglite);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[TEMPLATE_VARIABLES.postgres] = await postgresTemplate(adminUrl, hash);
  process.env[DEMO_TEMPLATE_VARIABLE] = await demoTemplate();
}

// `node --import tsx tests/templates.ts --demo` prints the demo's data folder, made if missing:
// the browser tests' servers start from copies of it (playwright.config.ts).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--demo')) {
  try {
    console.log(`${DEMO_FOLDER_MARK}${await demoTemplate()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
