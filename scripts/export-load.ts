/**
 * `npm run bench:export` (decision 026): another seller's order list while a year's ledger export
 * streams, against the same list idle, on each engine (PGlite; PostgreSQL too with
 * TEST_DATABASE_URL). The real HTTP server on 127.0.0.1, bounded in time and count; prints the
 * figures and writes bench/export-load.md. The budget: p99 under load ≤ 2× p99 idle.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerLines } from '../server/db/schema.ts';
import { sqlEngines as engines } from '../tests/api/harness.ts';
import { eq } from 'drizzle-orm';
import { benchServer, percentile, timedRuns } from './load-support.ts';

const LINES = 20_000;
const REQUESTS = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const p = percentile;

async function measure(engine: (typeof engines)[number]) {
  const { api, base, flows, ordersPage, close } = await benchServer(engine, 'export-load');
  try {
    const big = await flows.seller('big@load.test', '29');
    const kurta = await flows.product(big, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999, 50);
    const { order, items } = await flows.order([kurta], '29');
    await flows.walk(big.user, items[0]!.id, 'DELIVERED');
    // A year of a large store's lines: the item's delivery lines, copied across the year.
    const template = await api.app.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.orderItemId, items[0]!.id));
    const yearStart = new Date('2025-11-02T06:00:00Z').getTime();
    for (let done = 0; done < LINES; done += 1000) {
      await api.app.db.insert(ledgerLines).values(
        Array.from({ length: 1000 }, (_, k) => {
          const t = template[(done + k) % template.length]!;
          return {
            storeId: t.storeId,
            orderItemId: t.orderItemId,
            event: t.event,
            kind: t.kind,
            part: t.part,
            amountPaise: t.amountPaise,
            rateBp: t.rateBp,
            payableOn: t.payableOn,
            orderId: order.id,
            createdAt: new Date(yearStart + ((done + k) / LINES) * 364 * 86_400_000),
          };
        }),
      );
    }
    const run = () => timedRuns(REQUESTS, ordersPage);
    await run(); // warm-up
    const idle = await run();
    let exporting = true;
    let exports = 0;
    let exportMs = 0;
    const exporter = (async () => {
      while (exporting) {
        const started = performance.now();
        const r = await fetch(
          `${base}/exports/ledger.csv?storeId=${big.store.id}&from=2025-11-01&to=2026-10-31`,
          { headers: { authorization: `Bearer ${big.token}` } },
        );
        await r.text();
        exportMs = performance.now() - started;
        exports++;
      }
    })();
    const loaded = await run();
    exporting = false;
    await exporter;
    return {
      engine,
      idleP50: p(idle, 0.5),
      idleP99: p(idle, 0.99),
      loadP50: p(loaded, 0.5),
      loadP99: p(loaded, 0.99),
      exports,
      exportMs,
    };
  } finally {
    await close();
  }
}

const rows = [];
for (const engine of engines) rows.push(await measure(engine));
const ms = (n: number) => `${n.toFixed(1)} ms`;
const table = [
  "# Export beside another seller's order list (decision 026)",
  '',
  `Generated ${new Date().toISOString()} by \`npm run bench:export\`: ${REQUESTS} sequential requests of another seller's first orders page, idle and while a store's year of ${LINES.toLocaleString('en-IN')} ledger lines streams from GET /exports/ledger.csv in a loop. Budget: p99 under load ≤ 2× p99 idle.`,
  '',
  '| engine | idle p50 | idle p99 | under export p50 | under export p99 | ratio p99 | exports done (last took) | budget |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.engine} | ${ms(r.idleP50)} | ${ms(r.idleP99)} | ${ms(r.loadP50)} | ${ms(r.loadP99)} | ${(r.loadP99 / r.idleP99).toFixed(2)}× | ${r.exports} (${ms(r.exportMs)}) | ${r.loadP99 <= 2 * r.idleP99 ? 'met' : 'not met'} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(root, 'bench', 'export-load.md'), table);
console.log(table);
