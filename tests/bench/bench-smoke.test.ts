/**
 * The benchmark's smoke run (decision 024): `npm run bench -- --quick` seeds 1k orders on both
 * engines, runs every measurement briefly and writes the report; this checks that it ran end to
 * end and that report.json and report.md are well-formed, not what the figures are (the full run,
 * `npm run bench`, is not part of `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Report } from '../../scripts/lib/bench-report.ts';

const out = mkdtempSync(path.join(tmpdir(), 'bench-smoke-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('seeds, measures and writes a well-formed report', { timeout: 600_000 }, () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench.ts', '--quick', '--out', out],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        // The run builds the console as `npm start` does: for production, not for the test runner.
        NODE_ENV: 'production',
        BENCH_DATABASE_URL:
          process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      encoding: 'utf8',
      timeout: 590_000,
    },
  );
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
  expect(report.quick).toBe(true);
  expect(report.seeds.map((s) => s.engine).sort()).toEqual(['pglite', 'postgres']);
  expect(report.api.map((r) => r.engine).sort()).toEqual(['pglite', 'postgres']);
  for (const run of report.api) {
    const orders = run.operations.find((o) => o.op === 'orders page 1')!;
    expect(orders.api!.requests).toBeGreaterThan(0);
    expect(orders.api!.errors).toBe(0);
    expect(orders.bare!.requests).toBeGreaterThan(0);
    expect(run.startToHealthyMs).toBeGreaterThan(0);
    for (const op of run.operations) expect(op.api !== null || Boolean(op.skipped)).toBe(true);
  }
  const front = report.frontEnd;
  expect(front.console.login.js.gzip).toBeGreaterThan(0);
  expect(front.console.dashboard.js.gzip).toBeGreaterThan(front.console.login.js.gzip);
  expect(front.console.pages.map((p) => p.name)).toEqual(['dashboard', 'orders', 'inventory']);
  for (const { bundle } of front.console.pages) expect(bundle.js.gzip).toBeGreaterThan(0);
  const firstVisit = readFileSync(path.join(out, 'first-visit.md'), 'utf8');
  for (const page of ['dashboard', 'orders', 'inventory'])
    expect(firstVisit).toMatch(new RegExp(`### ${page}: [\\d.]+ kB gzip in \\d+ files`));
  expect(firstVisit).toContain('react-dom');
  expect(front.floor.page.js.gzip).toBeGreaterThan(0);
  expect(front.console.precache.files).toBeGreaterThan(0);
  expect(front.console.lazyChunks.length).toBeGreaterThan(0);
  expect(front.lighthouse.map((l) => l.page)).toEqual([
    '/login',
    'owner dashboard',
    'owner inventory',
    'owner orders',
  ]);
  for (const l of front.lighthouse) expect(l.tbtRuns).toHaveLength(l.runs);
  expect(front.coldStart.ordersRowsMs).toHaveLength(1);
  expect(front.coldStart.ordersRowsMedianMs).toBeGreaterThan(0);
  expect(front.coldStart.floorFirstContentMedianMs).toBeGreaterThan(0);
  const catalogue = report.catalogue!;
  expect(catalogue.import.rows).toBe(1000);
  expect(catalogue.import.applyMs).toBeGreaterThan(0);
  expect(catalogue.import.ordersDuringRequests).toBeGreaterThan(0);
  expect(catalogue.export.variants).toBeGreaterThanOrEqual(5000);
  expect(catalogue.bigProduct.variants).toBe(500);
  expect(catalogue.bigProduct.openMs).toHaveLength(1);
  expect(catalogue.bigProduct.openDriverMs).toHaveLength(1);
  expect(catalogue.bigProduct.saveMs[0]).toBeGreaterThan(0);
  expect(report.budgets!.length).toBeGreaterThan(10);
  for (const b of report.budgets!) expect([true, false, null]).toContain(b.met);
  const md = readFileSync(path.join(out, 'report.md'), 'utf8');
  for (const heading of ['## Budgets', '## Data', '## API', '## Front end', '### Lighthouse']) {
    expect(md).toContain(heading);
  }
});
