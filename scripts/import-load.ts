/**
 * `npm run bench:import` (issue 48): /healthz and another seller's order list while three sellers,
 * from a process of their own (scripts/import-senders.ts) as from their own computers, send the
 * catalogue sheets that once stopped or stalled the server (a few-KB workbook spanning
 * 100,000 rows and one spanning 1,048,576, a 20 MB CSV of empty fields), against both idle, on
 * each engine (PGlite; PostgreSQL too with TEST_DATABASE_URL). The real HTTP server on 127.0.0.1,
 * bounded in time and count; prints the figures and writes bench/import-load.md. The budget: p99
 * under load ≤ 3× p99 idle.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { sqlEngines as engines } from '../tests/api/harness.ts';
import { benchServer, percentile as p, timedRuns } from './load-support.ts';
import type { SendersJob, SendersReport } from './import-senders.ts';

const REQUESTS = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SENDERS = fileURLToPath(new URL('./import-senders.ts', import.meta.url));
/** The longest the senders may run: the measuring takes well under a minute. */
const SENDERS_MAX_MS = 180_000;

/** The senders' process, started with `job`; resolves once they are about to send. */
async function startSenders(job: SendersJob) {
  const child = fork(SENDERS, [], { execArgv: ['--import', 'tsx'] });
  const killer = setTimeout(() => child.kill(), SENDERS_MAX_MS);
  const reports: SendersReport[] = [];
  let heard = () => {};
  child.on('message', (report: SendersReport) => {
    reports.push(report);
    heard();
  });
  const next = () =>
    new Promise<SendersReport>((resolve, reject) => {
      const take = () => {
        const report = reports.shift();
        if (report) return resolve(report);
        heard = take;
      };
      child.once('exit', (code) => reject(new Error(`the senders stopped (${code})`)));
      take();
    });
  child.send(job);
  await next();
  return {
    async stop() {
      child.send('stop');
      const report = await next();
      clearTimeout(killer);
      return 'answers' in report ? report.answers : [];
    },
  };
}

async function measure(engine: (typeof engines)[number]) {
  const { base, flows, ordersPage: list, close } = await benchServer(engine, 'import-load');
  try {
    const senders = [];
    for (const name of ['one', 'two', 'three'])
      senders.push(await flows.seller(`${name}@import-load.test`, '29'));
    const health = async () => (await fetch(`${base}/healthz`)).text();
    await timedRuns(REQUESTS, list); // warm-up
    const idle = {
      health: await timedRuns(REQUESTS, health),
      list: await timedRuns(REQUESTS, list),
    };

    const sending = await startSenders({
      base,
      senders: senders.map((seller) => ({ token: seller.token, storeId: seller.store.id })),
    });
    // The senders' first files are on their way before the measuring starts.
    await new Promise((done) => setTimeout(done, 500));
    const loaded = {
      health: await timedRuns(REQUESTS, health),
      list: await timedRuns(REQUESTS, list),
    };
    const answers = await sending.stop();
    return { engine, idle, loaded, answers };
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
  `Generated ${new Date().toISOString()} by \`npm run bench:import\`: ${REQUESTS} sequential requests each of GET /healthz and of another seller's first orders page, idle and while three sellers, from a process of their own, send in a loop a workbook whose only cells are at A1 and CV100000, one at A1 and CV1048576, and a 20 MB CSV of empty fields to POST /imports/catalogue. Budget: p99 under load ≤ 3× p99 idle.`,
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
