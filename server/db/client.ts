import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROOT } from '../root.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ConfigError } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations (a no-op when there are none). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's whole folder as a gzipped tarball (PGlite only): a backup. */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /**
   * Loads rows in bulk with COPY (text format: tab-separated, `\N` for null, no escapes needed in
   * the values given): `chunks` are whole lines. The bulk loader's one way in (npm run seed).
   */
  copy(table: string, columns: readonly string[], chunks: Iterable<string>): Promise<void>;
}

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) FROM ${source}`;

export const MIGRATIONS_FOLDER = path.join(ROOT, 'server/db/migrations');

export interface OpenOptions {
  /** Called with every SQL statement the services send (tests count them). */
  onQuery?: (sql: string) => void;
}

const loggerFor = (opts: OpenOptions) =>
  opts.onQuery ? { logQuery: (query: string) => opts.onQuery!(query) } : undefined;

/** Opens the embedded database: in memory when `dataDir` is undefined. Migrates it. */
/** The advisory lock key migrations are applied under on PostgreSQL (any fixed number). */
const MIGRATION_LOCK = 720_020_001;

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

/** The extensions the migrations create, as PGlite loads them (each a WASM module). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export async function openPglite(
  dataDir?: string,
  opts: OpenOptions & { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: PGLITE_EXTENSIONS,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (error) {
    // PGlite's own word for a damaged folder is often just "Aborted()".
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `DATA_DIR: the embedded database in ${dataDir ?? 'memory'} cannot be opened (${reason}). The folder may be damaged or written by another version: restore a backup into it, or move it away to start afresh.`,
    );
  }
  const db = drizzlePglite({ client, schema, logger: loggerFor(opts) });
  const migrate = () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await migrate();
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dump: (compression = 'gzip') => client.dumpDataDir(compression),
    copy: async (table, columns, chunks) => {
      // PGlite reads COPY's input from a blob it is handed as /dev/blob.
      const blob = new Blob([...chunks]);
      await client.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob });
    },
  };
}

/** Opens PostgreSQL at `url` and migrates it; an unreachable server is a ConfigError. */
export async function openPostgres(
  url: string,
  variable = 'DATABASE_URL',
  opts: OpenOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    // No parallel workers (decision 065): the console's statements are pages of a few rows, and
    // a parallel plan's start (tens of ms) cost a 2 ms page 50 ms when the planner chose one. A
    // start-up parameter of each connection (an `options` in DATABASE_URL takes its place).
    options: '-c max_parallel_workers_per_gather=0',
  });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `${variable}: cannot connect to ${redact(url)} (${reason}). Check that PostgreSQL is running and the address, database and credentials are right.`,
    );
  }
  const db = drizzlePg({ client: pool, schema, logger: loggerFor(opts) });
  // Instances starting together migrate one at a time: the first applies what is pending under
  // a session lock, the others wait for it and then find nothing to do.
  const migrate = async () => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  };
  await migrate();
  retryConflicts(db);
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    copy: async (table, columns, chunks) => {
      const client = await pool.connect();
      try {
        const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
        await pipeline(Readable.from(chunks), stream);
      } finally {
        client.release();
      }
    },
  };
}

/** SQLSTATE classes and socket errors that mean PostgreSQL is gone for now (restart, network). */
const UNAVAILABLE_STATES = /^(08|57P0[123])/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/**
 * Whether `error` says the database cannot be reached right now (so the request may simply be
 * sent again), as opposed to a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs PostgreSQL answers when concurrent transactions collide: run it again. */
const RETRYABLE = new Set(['40P01', '40001']);
const TRANSACTION_TRIES = 4;

function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Transactions that PostgreSQL aborts as a deadlock or a serialization failure (two instances,
 * or two requests, taking the same counter rows in another order) run again, up to four times
 * with a short random wait: each is all-or-nothing, and its side effects are rows in it (the
 * mail and notification outbox), so running it again repeats nothing.
 */
function retryConflicts(db: { transaction: (...args: never[]) => Promise<unknown> }) {
  const once = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = (async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_TRIES || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      }
    }
  }) as never;
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(pgliteFolder(opts.dataDir));
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the given URL';
  }
}
