/**
 * `npm run bench`: the performance report (decision 024), every figure measured in this one run and
 * written to bench/report.md and bench/report.json with its method, engine, data size and
 * machine, and each budget marked met or not.
 *
 *   npm run bench                 the full run (PostgreSQL at 10k and 1M orders, seeded when
 *                                 missing; PGlite at 10k; Lighthouse ×3; offline cold start ×5)
 *   npm run bench -- --quick      the smoke run of `npm test`: 1k orders, every measurement brief
 *   --out DIR                     where the report goes (default bench/)
 *   --seed-only                   make the full run's PostgreSQL databases (when missing) and stop
 *
 * PostgreSQL: BENCH_DATABASE_URL names a server and a database to connect to for creating the
 * benchmark's own databases (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { seedMarketplace, type SeedProgress, type SeedSize } from '../server/seed/seed.ts';
import { benchApi, type ApiRun, type Setup } from './lib/bench-api.ts';
import { benchFrontEnd, type FrontEnd } from './lib/bench-front.ts';
import { benchCatalogue, type CatalogueBench } from './lib/bench-catalogue.ts';
import { renderReport, type Report } from './lib/bench-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    out: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
  },
});
const quick = values.quick!;
const outDir = path.resolve(values.out ?? path.join(root, 'bench'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

/** Synthetic data only: fixed secrets, so a benchmark database can be reused between runs. */
const SECRETS = {
  JWT_SECRET: createHash('sha256').update('bench jwt secret').digest('base64'),
  KYC_KEY: createHash('sha256').update('bench kyc key').digest('base64'),
};
const quiet: SeedProgress = { start() {}, advance() {}, stop() {} };

/** The sizes measured: the marketplace at 1M orders, and one a hundredth of it. */
const SIZES: Record<string, SeedSize> = quick
  ? { '1k': { stores: 10, products: 500, orders: 1_000, randomSeed: 19 } }
  : {
      '10k': { stores: 200, products: 1_000, orders: 10_000, randomSeed: 19 },
      '1M': { stores: 200, products: 100_000, orders: 1_000_000, randomSeed: 19 },
    };

/** Open items a reused database must still hold for the status-change measurement. */
const MOVES_NEEDED = 500;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database holding `size`: reused when it holds exactly that many orders from a
 * seed, made (dropped, created, seeded) otherwise.
 */
async function postgresWith(
  label: string,
  size: SeedSize,
): Promise<{ url: string; seedSeconds: number | null }> {
  const name = `bench_${label.toLowerCase()}_${size.randomSeed}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${name}'`)).rowCount;
  if (exists && !quick) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      // Reused while it holds the size and enough open items for the writes measured (each run
      // moves up to 500 of them on for good); made again otherwise.
      const r = await client.query(
        `select (select coalesce(sum(count), 0) from order_counts where status = 'ALL')::int as n,
                (select count(*) from order_items where item_status in ('PENDING', 'PROCESSING'))::int as open`,
      );
      if (r.rows[0]?.n >= size.orders && r.rows[0]?.open >= MOVES_NEEDED)
        return { url: url.toString(), seedSeconds: null };
    } catch {
      // not a seeded database: made again below
    } finally {
      await client.end();
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  made.push(name);
  log(`seeding PostgreSQL ${name}: ${size.orders.toLocaleString('en-IN')} orders`);
  return {
    url: url.toString(),
    seedSeconds: await seedInto({ databaseUrl: url.toString(), dataDir: '' }, size),
  };
}

/**
 * Every seeded product waiting for review (issue 50: the queue measured with 100,000 waiting at
 * the 1M size): a version of what it holds, sent by its store's owner when it was made. A reused
 * database keeps those it has.
 */
async function waitingForReview(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(`
      insert into listing_reviews (product_id, store_id, category_id, snapshot, submitted_by, submitted_at)
      select p.id, p.store_id, p.category_id,
        jsonb_build_object('name', p.name, 'description', p.description, 'gender', p.gender,
          'categoryId', p.category_id, 'subCategoryId', p.sub_category_id, 'mainImage', null,
          'images', '[]'::jsonb, 'colorImages', '{}'::jsonb, 'mrpPaise', '{}'::jsonb),
        s.owner_id, p.created_at
      from products p join stores s on s.id = p.store_id
      where not p.is_deleted and not exists (select 1 from listing_reviews r where r.product_id = p.id)`);
    if (r.rowCount) {
      await client.query(
        `update products set listing_state = 'IN_REVIEW' where listing_state = 'DRAFT'`,
      );
      // As the seed does after its load: the planner's figures for the rows just written. Without
      // them the queue was measured on a plan for 727 waiting (a bitmap of all 100,000, 8 ms)
      // until autovacuum came by.
      await client.query('analyze listing_reviews, products');
      log(`${r.rowCount.toLocaleString('en-IN')} products waiting for review`);
    }
  } finally {
    await client.end();
  }
}

/** Seeds the database at `where` with `size`, answering the load time in seconds. */
async function seedInto(where: { databaseUrl?: string; dataDir: string }, size: SeedSize) {
  const database = await openDatabase(where);
  try {
    const kycKey = Buffer.from(SECRETS.KYC_KEY, 'base64');
    return (await seedMarketplace(database, kycKey, size, quiet)).seconds;
  } finally {
    await database.close();
  }
}

async function pgliteWith(size: SeedSize) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  log(`seeding PGlite: ${size.orders.toLocaleString('en-IN')} orders`);
  return { dataDir, seedSeconds: await seedInto({ dataDir }, size) };
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  postgres: '',
  chromium: '',
};
try {
  machine.postgres = String((await adminQuery('show server_version')).rows[0]?.server_version);
} catch (error) {
  throw new Error(`BENCH_DATABASE_URL: cannot reach ${adminUrl} (${String(error)})`);
}
try {
  machine.chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
} catch {
  machine.chromium = 'not found';
}

const seeds: Report['seeds'] = [];
/** The smoke run's databases, dropped at its end (the full run keeps its own for the next run). */
const made: string[] = [];
const api: ApiRun[] = [];
const apiOpts = {
  port: 8461,
  connections: quick ? 4 : 20,
  seconds: quick ? 1 : 5,
  log,
};
const sizeLabels = Object.keys(SIZES);
if (values['seed-only']) {
  for (const label of sizeLabels) {
    const { url } = await postgresWith(label, SIZES[label]!);
    await waitingForReview(url);
  }
  log('the databases are ready');
  process.exit(0);
}
let frontEndSetup: Setup | null = null;
for (const [i, label] of sizeLabels.entries()) {
  const size = SIZES[label]!;
  const { url, seedSeconds } = await postgresWith(label, size);
  await waitingForReview(url);
  seeds.push({ engine: 'postgres', size, seconds: seedSeconds });
  const setup: Setup = {
    name: `PostgreSQL ${machine.postgres}, ${label} orders`,
    engine: 'postgres',
    orders: size.orders,
    env: { ...SECRETS, DATABASE_URL: url },
  };
  if (i === 0) frontEndSetup = setup;
  log(`API on ${setup.name}`);
  api.push(await benchApi(root, setup, { ...apiOpts, profile: i === sizeLabels.length - 1 }));
}
const smallest = SIZES[sizeLabels[0]!]!;
const lite = await pgliteWith(smallest);
seeds.push({ engine: 'pglite', size: smallest, seconds: lite.seedSeconds });
log('API on PGlite');
api.push(
  await benchApi(
    root,
    {
      name: `PGlite, ${sizeLabels[0]} orders`,
      engine: 'pglite',
      orders: smallest.orders,
      env: { ...SECRETS, DATA_DIR: lite.dataDir },
    },
    { ...apiOpts, profile: false },
  ),
);
rmSync(lite.dataDir, { recursive: true, force: true });

log('front end');
const frontEnd: FrontEnd = await benchFrontEnd(root, frontEndSetup!, {
  port: 8462,
  lighthouseRuns: quick ? 1 : 3,
  coldStarts: quick ? 1 : 5,
  outDir,
  log,
});

// The catalogue in bulk (issue 32), on a PostgreSQL database of its own (its writes stay there).
const catalogueSize: SeedSize = { stores: 10, products: 500, orders: 1_000, randomSeed: 23 };
const catalogueDb = `bench_catalogue_${process.pid}`;
await adminQuery(`drop database if exists ${catalogueDb} with (force)`);
await adminQuery(`create database ${catalogueDb}`);
const catalogueUrl = new URL(adminUrl);
catalogueUrl.pathname = `/${catalogueDb}`;
log('seeding the catalogue benchmark database');
await seedInto({ databaseUrl: catalogueUrl.toString(), dataDir: '' }, catalogueSize);
let catalogue: CatalogueBench;
try {
  catalogue = await benchCatalogue(
    root,
    {
      name: `PostgreSQL ${machine.postgres}, a store of ${catalogueSize.orders.toLocaleString('en-IN')} orders`,
      engine: 'postgres',
      orders: catalogueSize.orders,
      env: { ...SECRETS, DATABASE_URL: catalogueUrl.toString() },
    },
    {
      port: 8463,
      products: quick ? 200 : 2_000,
      exportProducts: quick ? 1_000 : 10_000,
      runs: quick ? 1 : 3,
      log,
    },
  );
} finally {
  await adminQuery(`drop database if exists ${catalogueDb} with (force)`);
}

const report: Report = {
  generatedAt: new Date().toISOString(),
  quick,
  machine,
  seconds: Math.round((Date.now() - started) / 1000),
  seeds,
  api,
  frontEnd,
  catalogue,
};
mkdirSync(outDir, { recursive: true });
// The Markdown first: rendering marks the budgets, which report.json carries too.
writeFileSync(path.join(outDir, 'report.md'), renderReport(report));
writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
log(`wrote ${path.join(outDir, 'report.md')} and report.json`);
if (quick) {
  for (const name of made) await adminQuery(`drop database if exists ${name} with (force)`);
}
