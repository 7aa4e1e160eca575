import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Writable } from 'node:stream';
import pino from 'pino';
import { diskStorage } from '../../server/uploads/storage.ts';
import { imageBases, type App } from '../../server/app.ts';
import { createBackgroundTasks } from '../../server/background.ts';
import { manualClock } from '../../server/clock.ts';
import {
  openPglite,
  openPostgres,
  type Database,
  type OpenOptions,
} from '../../server/db/client.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { createMailOutbox } from '../../server/mail/outbox.ts';
import { inRequestScope } from '../../server/request-scope.ts';
import { createApiServer } from '../../server/yoga.ts';
import { FULL_RUN } from '../scope.ts';
import { TEMPLATE_VARIABLES } from '../templates.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * Whether this run repeats every API file on PostgreSQL (`npm run test:full` sets TEST_SCOPE=full);
 * `npm test` runs PostgreSQL only where the SQL differs between the engines (`sqlEngines`), as
 * decision 045 lists.
 */
const everyFileOnBoth = FULL_RUN;
const postgresToo = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The engines of a file whose SQL is the same on both engines: PGlite, and PostgreSQL too in the
 * full run when TEST_DATABASE_URL is set (as .ci/run does).
 */
export const engines: Engine[] =
  postgresToo && everyFileOnBoth ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The engines of a file whose SQL differs between them (migrations, keyset paging, the Indian day,
 * the ledger, cursors, restarts, two instances, races): both in every run where TEST_DATABASE_URL
 * is set.
 */
export const sqlEngines: Engine[] = postgresToo ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close.
 * Both are copied from the run's migrated template (tests/templates.ts) when there is one; a test
 * of the migrations themselves asks for `fromScratch`.
 */
export async function freshDatabase(
  engine: Engine,
  opts: OpenOptions & { fromScratch?: boolean } = {},
): Promise<Database> {
  const { fromScratch = false, ...open } = opts;
  const template = fromScratch ? undefined : migratedTemplate(engine);
  if (engine === 'pglite')
    return openPglite(undefined, {
      ...open,
      ...(template ? { loadDataDir: await pgliteTemplate(template) } : {}),
    });
  const scratch = await scratchPostgres(template);
  const database = await openPostgres(scratch.url, 'TEST_DATABASE_URL', open);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The migrated template of `engine` made once for this run by vitest's global set-up, if any. */
function migratedTemplate(engine: Engine): string | undefined {
  const value = process.env[TEMPLATE_VARIABLES[engine]];
  return value ? value : undefined;
}

let pgliteTemplateBlob: Promise<Blob> | undefined;
/** The PGlite template's data folder as a blob, read once per test process. */
function pgliteTemplate(file: string): Promise<Blob> {
  pgliteTemplateBlob ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplateBlob;
}

/**
 * An empty database on the TEST_DATABASE_URL server (a copy of `template` when given), and a way
 * to drop it.
 */
export async function scratchPostgres(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface GqlResult<T = Record<string, unknown>> {
  data: T | null;
  errors?: { message: string; extensions: Record<string, unknown> & { code: string } }[];
  response: Response;
}

export interface TestApi {
  app: App;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  outboxDir: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<GqlResult<T>>;
  /** Every SQL statement the services sent, oldest first (tests may empty it). */
  statements: string[];
  /** The text of every e-mail sent to `to`, oldest first. */
  mailsTo(to: string): string[];
  close(): Promise<void>;
}

/**
 * The API in this process on a fresh database of `engine`, or on `on.database` with the given
 * secrets (to share a database, and tokens, with server processes).
 */
export async function startTestApi(
  engine: Engine,
  on: { database?: Database; jwtSecret?: Uint8Array; kycKey?: Buffer } = {},
): Promise<TestApi> {
  const statements: string[] = [];
  const database =
    on.database ?? (await freshDatabase(engine, { onQuery: (sql) => statements.push(sql) }));
  const clock = manualClock(new Date('2026-11-01T10:00:00Z'));
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const mailer = createMailer({ from: 'no-reply@console.test', outboxDir, log });
  const app: App = {
    db: database.db,
    config: {
      jwtSecret: on.jwtSecret ?? randomBytes(48),
      kycKey: on.kycKey ?? randomBytes(32),
      publicUrl: 'http://console.test',
      imageBases: imageBases({ publicUrl: 'http://console.test', s3: null }),
      support: { email: null, phone: null },
    },
    images: diskStorage(uploadsDir),
    mailer,
    mail: createMailOutbox({ db: database.db, mailer, clock, log }),
    clock,
    log,
    tasks: createBackgroundTasks(log),
  };
  const yoga = createApiServer(app);
  return {
    app,
    database,
    clock,
    outboxDir,
    statements,
    async gql(query, variables = {}, opts = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...opts.headers,
      };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const requestId = randomUUID();
      const response = await inRequestScope(requestId, () =>
        yoga.fetch(
          'http://console.test/graphql',
          { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
          { requestId, ip: opts.ip ?? '203.0.113.1' },
        ),
      );
      // Work the request left running and the mail it queued are done before the test looks.
      await app.tasks.settled();
      // (Only after writes: reads queue no mail, and statement counts stay the request's own. A
      // test that closed the database on purpose gets its answer, not the outbox's failure.)
      if (/^\s*mutation\b/.test(query)) await app.mail.deliverDue().catch(() => undefined);
      const body = (await response.clone().json()) as Omit<GqlResult, 'response'>;
      return { ...body, response } as never;
    },
    mailsTo(to) {
      return readdirSync(outboxDir)
        .sort()
        .map((f) => readFileSync(path.join(outboxDir, f), 'utf8'))
        .filter((eml) => new RegExp(`^To: ${to}$`, 'mi').test(eml))
        .map(decodeEml);
    },
    async close() {
      await database.close();
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A logger at `level` whose lines, parsed, are pushed to `lines` (tests read what was logged). */
export function loggerInto<L extends object = Record<string, unknown>>(lines: L[], level = 'info') {
  return pino(
    { level },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as L);
        done();
      },
    }),
  );
}

/** Undoes quoted-printable soft breaks and escapes so that tests read the text part as sent. */
/** A stored mail with its quoted-printable or base64 text decoded as UTF-8 (Hindi mail too). */
function decodeEml(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const text = /^Content-Transfer-Encoding: base64/im.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
  return `${head}\n\n${text}`;
}

export function codeFrom(mail: string): string {
  const match = mail.match(/sign-up code is (\d{6})/);
  if (!match) throw new Error(`no code in mail:\n${mail}`);
  return match[1]!;
}

export function errorCode(result: GqlResult<unknown>): string | undefined {
  return result.errors?.[0]?.extensions.code;
}
