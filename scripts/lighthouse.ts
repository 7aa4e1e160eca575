/**
 * `npm run lighthouse`: Lighthouse mobile figures (score, FCP, LCP, TBT, CLS; median of 3) for
 * /login and a signed-in owner's dashboard, on Debian's Chromium, against a fresh `npm start`
 * with demo data. Each run starts cold: no HTTP cache, service worker, Cache Storage or
 * IndexedDB; only the signed-in session (localStorage) is kept for the dashboard.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { serveDemo } from './lib/serve-demo.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8383);

interface Figures {
  /** JavaScript transferred (compressed bytes) during the load. */
  js: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function signIn(base: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id email role stores { id name isApproved } } } }',
      variables: { e: 'owner@demo.test', p: 'Demo-pass-1' },
    }),
  });
  const body = (await res.json()) as { data: { login: { token: string; user: unknown } } };
  return body.data.login;
}

async function measure(
  port: number,
  url: string,
  prepare: (page: Page) => Promise<void>,
): Promise<Figures> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  await page.goto(`${origin}/healthz`);
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,indexeddb,service_workers,cache_storage,local_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await prepare(page);
  await page.close();
  await browser.disconnect();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const lhr = result!.lhr;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
  }
  // A run Lighthouse could not record (it says why) counts as no run: the median skips it.
  const failure =
    lhr.runtimeError?.message ??
    ['first-contentful-paint', 'largest-contentful-paint']
      .map((id) => lhr.audits[id]?.errorMessage)
      .find(Boolean);
  if (failure) {
    console.error(`  a run of ${url} was not recorded: ${failure}`);
    return { js: NaN, score: NaN, fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN };
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  return {
    js: summary?.items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function median(runs: Figures[]): Figures {
  const mid = (values: number[]) => {
    const xs = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return xs.length ? xs[Math.floor(xs.length / 2)]! : NaN;
  };
  return {
    js: mid(runs.map((r) => r.js)),
    score: mid(runs.map((r) => r.score)),
    fcp: mid(runs.map((r) => r.fcp)),
    lcp: mid(runs.map((r) => r.lcp)),
    tbt: mid(runs.map((r) => r.tbt)),
    cls: mid(runs.map((r) => r.cls)),
  };
}

const format = (name: string, f: Figures) =>
  `${name.padEnd(16)} score ${String(f.score).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  JS ${(f.js / 1024).toFixed(0)} KiB`;

const server = await serveDemo(root, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const session = await signIn(server.base);
  const signedIn = async (page: Page) => {
    await page.evaluate((s) => {
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('token', s.token);
    }, session);
  };
  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['/login', `${server.base}/login`, async () => undefined],
    ['owner dashboard', `${server.base}/store-owner`, signedIn],
    ['owner inventory', `${server.base}/store-owner/inventory`, signedIn],
    ['owner orders', `${server.base}/store-owner/orders`, signedIn],
  ];
  console.log(
    `Lighthouse ${RUNS}× per page, mobile defaults, median (Chromium at ${CHROMIUM_PATH})`,
  );
  for (const [name, url, prepare] of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, url, prepare));
    console.log(format(name, median(runs)));
  }
} finally {
  chrome.kill();
  await server.stop();
}
