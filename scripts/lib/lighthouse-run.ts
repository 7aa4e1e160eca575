/**
 * One Lighthouse mobile run of a page on a running Chromium (the `npm run lighthouse` and
 * `npm run bench` measurements): each run starts cold — no HTTP cache, service worker, Cache
 * Storage or IndexedDB — after `prepare` (a signed-in session in localStorage, say).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export type { Page };

export interface Figures {
  /** JavaScript transferred (compressed bytes) during the load. */
  js: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU (`benchmarkIndex`). Its 4× CPU slowdown takes a
   * high-end desktop (1,500–2,000) to a mid-range phone; a machine reading more or less than
   * that is throttled to a faster or slower phone (Lighthouse's docs/throttling.md).
   */
  cpuIndex: number;
}

/** A session (token and user) as the console keeps it, from a sign-in through the API. */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id email role stores { id name isApproved } } } }',
      variables: { e: email, p: password },
    }),
  });
  const body = (await res.json()) as { data: { login: { token: string; user: unknown } } };
  return body.data.login;
}

export async function measure(
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
    return { js: NaN, score: NaN, fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN, cpuIndex: NaN };
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
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(runs: Figures[]): Figures {
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
    cpuIndex: mid(runs.map((r) => r.cpuIndex)),
  };
}
