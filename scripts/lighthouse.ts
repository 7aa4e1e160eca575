/**
 * `npm run lighthouse`: Lighthouse mobile figures (score, FCP, LCP, TBT, CLS; median of 3) for
 * /login and a signed-in owner's dashboard, on Debian's Chromium, against a fresh `npm start`
 * with demo data. Each run starts cold: no HTTP cache, service worker, Cache Storage or
 * IndexedDB; only the signed-in session (localStorage) is kept for the dashboard.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { serveDemo } from './lib/serve-demo.ts';
import { measure, median, signIn, type Figures, type Page } from './lib/lighthouse-run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8383);

const format = (name: string, f: Figures) =>
  `${name.padEnd(16)} score ${String(f.score).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  JS ${(f.js / 1024).toFixed(0)} KiB  CPU index ${Math.round(f.cpuIndex)}`;

const server = await serveDemo(root, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const session = await signIn(server.base, 'owner@demo.test', 'Demo-pass-1');
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
  // LIGHTHOUSE_PAGES=login,orders measures only the pages whose name holds one of the words.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const [name, url, prepare] of pages) {
    if (only && !only.some((word) => name.includes(word))) continue;
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, url, prepare));
    console.log(format(name, median(runs)));
  }
} finally {
  chrome.kill();
  await server.stop();
}
