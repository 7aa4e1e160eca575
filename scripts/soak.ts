/**
 * `npm run soak [-- --minutes 10]`: one instance with the demo data (embedded database) under the
 * shop's mixed workload (scripts/lib/workload.ts) for the given minutes, on 127.0.0.1; samples the
 * server's resident memory every 10 s and writes bench/soak.md. Not part of `npm test`.
 * Passes when no answer is a 5xx or an unexpected error, and memory is flat after warm-up (the
 * last minute's median within 20% or 40 MB of the second minute's).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { graphql, runMix } from './lib/workload.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const minutes = Number(values.minutes);
const port = 8400 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const PASSWORD = 'correct horse 1';

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function up() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function signIn(email: string, password: string) {
  const r = await graphql(
    base,
    `
      mutation ($e: String!, $p: String!) {
        login(email: $e, password: $p) {
          token
        }
      }
    `,
    { e: email, p: password },
  );
  return (r.data!.login as { token: string }).token;
}

/** Signs a customer up through the API, reading the code from the outbox folder. */
async function customer(n: number) {
  const email = `soak${n}@buyer.test`;
  await graphql(
    base,
    `
      mutation ($e: String!) {
        sendRegistrationOTP(email: $e) {
          success
        }
      }
    `,
    { e: email },
  );
  let code = '';
  for (let i = 0; i < 40 && !code; i++) {
    for (const f of readdirSync(path.join(dataDir, 'outbox'))) {
      const mail = readFileSync(path.join(dataDir, 'outbox', f), 'utf8');
      const m = mail.includes(`To: ${email}`) && /sign-up code is (\d{6})/.exec(mail);
      if (m) code = m[1]!;
    }
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  await graphql(
    base,
    `
      mutation ($e: String!, $o: String!) {
        verifyRegistrationOTP(email: $e, otp: $o)
      }
    `,
    { e: email, o: code },
  );
  const r = await graphql(
    base,
    `
      mutation ($e: String!, $p: String!) {
        register(email: $e, password: $p, role: CUSTOMER) {
          token
        }
      }
    `,
    { e: email, p: PASSWORD },
  );
  return (r.data!.register as { token: string }).token;
}

try {
  await up();
  const sellerToken = await signIn('owner@demo.test', 'Demo-pass-1');
  const me = await graphql(base, '{ me { stores { id isApproved } } }', {}, sellerToken);
  const storeId = (me.data!.me as { stores: { id: string; isApproved: boolean }[] }).stores.find(
    (s) => s.isApproved,
  )!.id;
  const inv = await graphql(
    base,
    `
      query ($s: ID!) {
        storeInventoryTC(storeId: $s, page: 1, limit: 1) {
          items {
            product {
              id
            }
            productColorId
            productSizeId
          }
        }
      }
    `,
    { s: storeId },
    sellerToken,
  );
  if (!inv.data) throw new Error(`inventory: ${JSON.stringify(inv.errors)}`);
  const entry = (
    inv.data!.storeInventoryTC as {
      items: { product: { id: string }; productColorId: string; productSizeId: string }[];
    }
  ).items[0]!;
  await graphql(
    base,
    `
      mutation ($p: ID!, $c: ID!, $z: ID!) {
        updateInventory(productId: $p, color: $c, size: $z, quantity: 100000) {
          id
        }
      }
    `,
    { p: entry.product.id, c: entry.productColorId, z: entry.productSizeId },
    sellerToken,
  );
  const customerTokens: string[] = [];
  for (let n = 0; n < 10; n++) customerTokens.push(await customer(n));

  const started = Date.now();
  const until = started + minutes * 60_000;
  const samples: { s: number; mb: number }[] = [];
  const sampler = setInterval(
    () => samples.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb() }),
    10_000,
  );
  samples.push({ s: 0, mb: rssMb() });
  const result = await runMix(
    [base],
    {
      storeId,
      line: { product: entry.product.id, color: entry.productColorId, size: entry.productSizeId },
      sellerToken,
      customerTokens,
      signInEmail: 'soak0@buyer.test',
      password: PASSWORD,
    },
    until,
  );
  clearInterval(sampler);
  samples.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb() });

  const warm = median(samples.filter((x) => x.s >= 60 && x.s < 120).map((x) => x.mb));
  const last = median(samples.filter((x) => x.s >= minutes * 60 - 60).map((x) => x.mb));
  const flat = last <= Math.max(warm * 1.2, warm + 40);
  const fiveXX = Object.entries(result.outcomes)
    .filter(([k]) => / HTTP 5\d\d$| INTERNAL_SERVER_ERROR$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  const seconds = (Date.now() - started) / 1000;
  const lines = [
    '# Soak: one instance, the shop mix',
    '',
    `Run ${new Date().toISOString()} by \`npm run soak -- --minutes ${minutes}\`: one \`server/main.ts\` on the embedded database with the demo data, 6 concurrent clients on 127.0.0.1 (placeOrder by 10 customers, status updates and cancellations, price updates, the orders list, sign-ins). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${result.requests} in ${seconds.toFixed(0)} s (${(result.requests / seconds).toFixed(0)}/s) |`,
    `| 5xx or INTERNAL_SERVER_ERROR | ${fiveXX} |`,
    `| unexpected answers | ${result.unexpected.length} |`,
    `| resident memory, median of minute 2 (after warm-up) | ${warm.toFixed(1)} MB |`,
    `| resident memory, median of the last minute | ${last.toFixed(1)} MB |`,
    `| resident memory, highest sample | ${Math.max(...samples.map((x) => x.mb)).toFixed(1)} MB |`,
    `| verdict | ${fiveXX === 0 && result.unexpected.length === 0 && flat ? 'met: zero 5xx, memory flat after warm-up' : 'NOT met'} |`,
    '',
    '## Answers by operation',
    '',
    '| operation and answer | count |',
    '| --- | --- |',
    ...Object.entries(result.outcomes)
      .sort()
      .map(([k, v]) => `| ${k} | ${v} |`),
    '',
    '## Memory samples (every 10 s)',
    '',
    samples.map((x) => `${x.s}s ${x.mb.toFixed(0)}MB`).join(', '),
    '',
    ...(result.unexpected.length
      ? ['## Unexpected', '', ...result.unexpected.slice(0, 20).map((u) => `- ${u}`), '']
      : []),
  ];
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'soak.md'), lines.join('\n'));
  console.log(lines.slice(0, 14).join('\n'));
  if (!(fiveXX === 0 && result.unexpected.length === 0 && flat)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
