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
 * as `npm start` does, rather than each transpiling the sources again through tsx.
 *
 * HASH covers the migrations and PGlite's version, so a new migration makes new templates. The
 * test processes learn the templates from the environment (TEMPLATE_VARIABLES), which they
 * inherit from this one.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from '../server/db/client.ts';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../server/root.ts';
import { serverModule } from '../scripts/server-build.ts';

/** The variables naming each engine's template for the test processes. */
export const TEMPLATE_VARIABLES = {
  pglite: 'TEST_PGLITE_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;

/** The variable naming the server's bundle, built once per run, that process tests start. */
export const SERVER_BUNDLE_VARIABLE = 'TEST_SERVER_BUNDLE';

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

export default async function setup(): Promise<void> {
  process.env[SERVER_BUNDLE_VARIABLE] = fileURLToPath(await serverModule(ROOT));
  const hash = migrationsHash();
  process.env[TEMPLATE_VARIABLES.pglite] = await pgliteTemplate(hash);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[TEMPLATE_VARIABLES.postgres] = await postgresTemplate(adminUrl, hash);
}
