/**
 * `npm run bench:import` (issue 48): /healthz and another seller's order list while three sellers
 * send the catalogue sheets that once stopped or stalled the server (a few-KB workbook spanning
 * 100,000 rows and one spanning 1,048,576, a 20 MB CSV of empty fields), against both idle, on
 * each engine (PGlite; PostgreSQL too with TEST_DATABASE_URL). The real HTTP server on 127.0.0.1,
 * bounded in time and count; prints the figures and writes bench/import-load.md. The budget: p99
 * under load ≤ 3× p99 idle.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { sqlEngines as engines } from '../tests/api/harness.ts';
import { benchServer, percentile as p, timedRuns } from './load-support.ts';

const REQUESTS = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A workbook whose only cells are at A1 and CV`last`. */
async function sparseWorkbook(last: number) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Catalogue');
  ws.getCell('A1').value = 'handle';
  ws.getCell(`CV${last}`).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EMPTY_LINE = `${','.repeat(99)}\n`;
const FILES: [string, () => Promise<Buffer>][] = [
  ['sparse-100k.xlsx', () => sparseWorkbook(100_000)],
  ['sparse-1m.xlsx', () => sparseWorkbook(1_048_576)],
  [
    'empty-20mb.csv',
    async () =>
      Buffer.from(EMPTY_LINE.repeat(Math.floor((20 * 1024 * 1024 - 1024) / EMPTY_LINE.length))),
  ],
];

async function measure(engine: (typeof engines)[number]) {
  const { base, flows, ordersPage: list, close } = await benchServer(engine, 'import-load');
  try {
    const senders = [];
    for (const name of ['one', 'two', 'three'])
      senders.push(await flows.seller(`${name}@import-load.test`, '29'));
    const files = await Promise.all(
      FILES.map(async ([name, make]) => [name, await make()] as const),
    );

    const health = async () => (await fetch(`${base}/healthz`)).text();
    await timedRuns(REQUESTS, list); // warm-up
    const idle = {
      health: await timedRuns(REQUESTS, health),
      list: await timedRuns(REQUESTS, list),
    };

    let sending = true;
    const answers = new Map<string, number>();
    const senderLoops = senders.map(async (seller, s) => {
      for (let i = s; sending; i++) {
        const [name, bytes] = files[i % files.length]!;
        const r = await fetch(`${base}/imports/catalogue?storeId=${seller.store.id}&name=${name}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seller.token}` },
          body: bytes as BodyInit,
        });
        await r.text();
        const key = `${name} ${r.status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        // A refused sender waits as its Retry-After says, as the console's user would.
        if (r.status === 429) await new Promise((done) => setTimeout(done, 1000));
      }
    });
    // The senders' first files are on their way before the measuring starts.
    await new Promise((done) => setTimeout(done, 500));
    const loaded = {
      health: await timedRuns(REQUESTS, health),
      list: await timedRuns(REQUESTS, list),
    };
    sending = false;
    await Promise.all(senderLoops);
    return { engine, idle, loaded, answers: [...answers].sort() };
  } finally {
    await close();
  }
}

const rows = [];
for (const engine of engines) rows.push(await measure(engine));
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (engine: string, what: string, idle: number[], loaded: number[]) => {
  const ratio = p(loaded, 0.99) / p(idle, 0.99);
  return `| ${engine} | ${what} | ${ms(p(idle, 0.5))} | ${ms(p(idle, 0.99))} | ${ms(p(loaded, 0.5))} | ${ms(p(loaded, 0.99))} | ${ratio.toFixed(2)}× | ${ratio <= 3 ? 'met' : 'not met'} |`;
};
const table = [
  '# Hostile catalogue sheets beside the server’s other requests (issue 48)',
  '',
  `Generated ${new Date().toISOString()} by \`npm run bench:import\`: ${REQUESTS} sequential requests each of GET /healthz and of another seller's first orders page, idle and while three sellers send, in a loop, a workbook whose only cells are at A1 and CV100000, one at A1 and CV1048576, and a 20 MB CSV of empty fields to POST /imports/catalogue. Budget: p99 under load ≤ 3× p99 idle.`,
  '',
  '| engine | request | idle p50 | idle p99 | under imports p50 | under imports p99 | ratio p99 | budget |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.flatMap((r) => [
    line(r.engine, '/healthz', r.idle.health, r.loaded.health),
    line(r.engine, 'orders list', r.idle.list, r.loaded.list),
  ]),
  '',
  'The imports’ answers while measured (file, HTTP status: count):',
  '',
  ...rows.map((r) => `- ${r.engine}: ${r.answers.map(([k, n]) => `${k}: ${n}`).join(', ')}`),
  '',
].join('\n');
writeFileSync(path.join(root, 'bench', 'import-load.md'), table);
console.log(table);
