/**
 * The front-end part of `npm run bench` (decision 024): the console and the floor app built in this
 * run; initial JS and CSS of /login and the owner's dashboard (what the page loads), every lazy
 * chunk and the precache, raw, gzip and brotli; Lighthouse mobile on four pages; and the offline
 * cold start — service worker installed, network off, 4× CPU — of the orders list beside the
 * floor app's first content.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type BrowserContext } from 'playwright';
import { SEED_OWNER, SEED_PASSWORD } from '../../server/seed/seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { refuseTakenPort, type Setup } from './bench-api.ts';
import { filesByModule, firstVisitMarkdown, loadedFiles, SIGNED_IN_PAGES } from './first-visit.ts';
import { measure, median, signIn, type Figures, type Page } from './lighthouse-run.ts';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Bundle {
  /** The files a page loads before it is usable (entryFiles for /login, loadedFiles otherwise). */
  files: string[];
  js: Size;
  css: Size;
}

export interface FrontEnd {
  console: {
    login: Bundle;
    /** The dashboard's first visit (the first of `pages`, kept for earlier reports' readers). */
    dashboard: Bundle;
    /** Each signed-in page's first visit at 360 px (issue 52): dashboard, orders, inventory. */
    pages: { name: string; bundle: Bundle }[];
    lazyChunks: ({ file: string } & Size)[];
    precache: { files: number } & Size;
  };
  floor: { page: Bundle; precache: { files: number } & Size };
  /** Each page's median, and each run's TBT (its spread on one machine can exceed a change). */
  lighthouse: { page: string; runs: number; median: Figures; tbtRuns: number[] }[];
  coldStart: {
    runs: number;
    cpuSlowdown: number;
    ordersRowsMs: number[];
    floorFirstContentMs: number[];
    ordersRowsMedianMs: number;
    floorFirstContentMedianMs: number;
  };
}

const sizeOf = (buffer: Buffer): Size => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
});
const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };
const mid = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

function bundleOf(dist: string, files: string[]): Bundle {
  let js = ZERO;
  let css = ZERO;
  for (const file of files) {
    const size = sizeOf(readFileSync(path.join(dist, file)));
    if (file.endsWith('.css')) css = add(css, size);
    else js = add(js, size);
  }
  return { files, js, css };
}

/** The files the service worker precaches (workbox's manifest inlined in sw.js). */
function precacheOf(dist: string) {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((m) =>
    m[1]!.replace(/^\//, ''),
  );
  let total = ZERO;
  for (const url of urls) {
    const file = path.join(dist, url);
    if (existsSync(file)) total = add(total, sizeOf(readFileSync(file)));
  }
  return { files: urls.length, ...total };
}

/** A static server of `dist` with the SPA fallback (the floor app's host). */
function serveStatic(dist: string, port: number) {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    let file = path.join(dist, url.pathname);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dist, 'index.html');
    }
    if (url.pathname === '/graphql') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":{"__typename":"Query"}}');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise<{ base: string; close(): Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/**
 * What index.html makes the browser load before its page can paint and work: the entry script, the
 * chunks it imports statically (its modulepreload links) and the styles — the build's own
 * first-script figure (scripts/first-script-budget.ts). Chunks a page loads after it works (the
 * toaster, on idle) are not in it.
 */
function entryFiles(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const url = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    const loads = tag.startsWith('<script')
      ? /\btype="module"/.test(tag)
      : rel === 'modulepreload' || rel === 'stylesheet';
    if (loads && url && !/^[a-z]+:/.test(url)) files.push(url);
  }
  return files;
}

/**
 * The sign-in page's files as a first visit gets them: its prerendered page's (the scripts its
 * boot script asks for, which include its own route's chunk, decision 061, and its styles); the
 * index.html's where there is none.
 */
function signInFiles(dist: string): string[] {
  const file = path.join(dist, 'login.html');
  if (!existsSync(file)) return entryFiles(dist);
  const html = readFileSync(file, 'utf8');
  const names = /<meta name="threadline-scripts" content="([^"]+)"/.exec(html)?.[1];
  if (!names) return entryFiles(dist);
  const styles = entryFiles(dist).filter((f) => f.endsWith('.css'));
  return [...names.split(' ').map((f) => f.replace(/^\//, '')), ...styles];
}

/**
 * The offline cold start: the page is visited online (the service worker installs and the list
 * is saved), then, with the network off and the CPU slowed, opened afresh `runs` times; each
 * figure is the time from navigation to `ready` being painted (performance.now in the page).
 */
async function coldStarts(
  context: BrowserContext,
  url: string,
  ready: string,
  runs: number,
  cpuSlowdown: number,
): Promise<number[]> {
  const warm = await context.newPage();
  await warm.goto(url);
  await warm.locator(ready).first().waitFor({ timeout: 60_000 });
  await warm.evaluate(async () => {
    await navigator.serviceWorker?.ready;
  });
  // The saved list is written a moment after it arrives (the persister's throttle).
  await warm.waitForTimeout(2500);
  await warm.close();
  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : null),
      ready,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push(Math.round((await ms.jsonValue()) as number));
    await page.close();
  }
  await context.setOffline(false);
  return times;
}

export async function benchFrontEnd(
  root: string,
  setup: Setup,
  opts: {
    port: number;
    lighthouseRuns: number;
    coldStarts: number;
    /** Where bench/first-visit.md (each page's first visit by module) is written. */
    outDir: string;
    log(line: string): void;
  },
): Promise<FrontEnd> {
  // The console was built (when stale) by `npm start` for the API runs; the floor app now.
  opts.log('building the floor app');
  const floorDist = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FLOOR_OUT_DIR: floorDist },
  });
  const dist = path.join(root, 'dist');

  const base = `http://127.0.0.1:${opts.port}`;
  await refuseTakenPort(base);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...setup.env,
      PORT: String(opts.port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const floor = await serveStatic(floorDist, opts.port + 1);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 1200) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const session = await signIn(base, SEED_OWNER, SEED_PASSWORD);
    const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
    const signedIn = async () => {
      const context = await browser.newContext(phone);
      await context.addInitScript((s) => {
        localStorage.setItem('user', JSON.stringify(s.user));
        localStorage.setItem('token', s.token);
      }, session);
      return context;
    };

    // What each page loads.
    const loginFiles = signInFiles(dist);
    mkdirSync(opts.outDir, { recursive: true });
    const pages: { name: string; bundle: Bundle }[] = [];
    const byModule: string[] = [];
    for (const visited of SIGNED_IN_PAGES) {
      const owner = await signedIn();
      const files = await loadedFiles(owner, `${base}${visited.path}`, visited.ready);
      await owner.close();
      pages.push({ name: visited.name, bundle: bundleOf(dist, files) });
      byModule.push(firstVisitMarkdown(visited.name, filesByModule(root, dist, files)));
    }
    writeFileSync(
      path.join(opts.outDir, 'first-visit.md'),
      [
        '# First visits of the signed-in pages',
        '',
        `Written by \`npm run bench\` (scripts/lib/first-visit.ts) on ${new Date().toISOString()}: the scripts and styles each page asked for at 360 px, signed in as the seeded owner, until it showed its data (a mutation observer in the page, against each request's resource timing), gzip -9; each file's size shared between its modules by their rendered length, from the build's visualiser data (rollup-plugin-visualizer, \`.tmp/bundle-stats.json\`).`,
        '',
        ...byModule,
      ].join('\n'),
    );
    const dashboardFiles = pages[0]!.bundle.files;
    const floorFiles = entryFiles(floorDist);
    const initial = new Set([...loginFiles, ...pages.flatMap((p) => p.bundle.files)]);
    const lazyChunks = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
      .map((f) => ({ file: `assets/${f}`, ...sizeOf(readFileSync(path.join(dist, 'assets', f))) }))
      .sort((a, b) => b.gzip - a.gzip);

    // The offline cold start, beside the floor app's.
    opts.log('offline cold starts');
    const ordersContext = await signedIn();
    const ordersRowsMs = await coldStarts(
      ordersContext,
      `${base}/store-owner/orders`,
      '[data-testid="order-row"]',
      opts.coldStarts,
      4,
    );
    await ordersContext.close();
    const floorCold = await browser.newContext(phone);
    const floorFirstContentMs = await coldStarts(floorCold, floor.base, 'h1', opts.coldStarts, 4);
    await floorCold.close();

    // Lighthouse, on its own Chromium (it drives the browser through its debugging port).
    opts.log('Lighthouse');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const lighthouse: FrontEnd['lighthouse'] = [];
    try {
      const prepare = async (page: Page) => {
        await page.evaluate((s) => {
          localStorage.setItem('user', JSON.stringify(s.user));
          localStorage.setItem('token', s.token);
        }, session);
      };
      const pages: [string, string, (page: Page) => Promise<void>][] = [
        ['/login', `${base}/login`, async () => undefined],
        ['owner dashboard', `${base}/store-owner`, prepare],
        ['owner inventory', `${base}/store-owner/inventory`, prepare],
        ['owner orders', `${base}/store-owner/orders`, prepare],
      ];
      for (const [name, url, prep] of pages) {
        const runs: Figures[] = [];
        for (let i = 0; i < opts.lighthouseRuns; i++)
          runs.push(await measure(chrome.port, url, prep));
        lighthouse.push({
          page: name,
          runs: opts.lighthouseRuns,
          median: median(runs),
          tbtRuns: runs.map((r) => Math.round(r.tbt)),
        });
        opts.log(`  ${name}: ${median(runs).score}`);
      }
    } finally {
      chrome.kill();
    }

    return {
      console: {
        login: bundleOf(dist, loginFiles),
        dashboard: bundleOf(dist, dashboardFiles),
        pages,
        lazyChunks,
        precache: precacheOf(dist),
      },
      floor: { page: bundleOf(floorDist, floorFiles), precache: precacheOf(floorDist) },
      lighthouse,
      coldStart: {
        runs: opts.coldStarts,
        cpuSlowdown: 4,
        ordersRowsMs,
        floorFirstContentMs,
        ordersRowsMedianMs: mid(ordersRowsMs),
        floorFirstContentMedianMs: mid(floorFirstContentMs),
      },
    };
  } finally {
    await browser.close();
    await floor.close();
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(floorDist, { recursive: true, force: true });
  }
}
