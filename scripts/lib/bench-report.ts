/**
 * bench/report.md from the figures of one `npm run bench` run, with each budget of decision 024
 * marked met or not (report.json holds the same figures and the verdicts).
 */
import type { SeedSize } from '../../server/seed/seed.ts';
import type { ApiRun, OpFigure } from './bench-api.ts';
import type { CatalogueBench } from './bench-catalogue.ts';
import type { FrontEnd, Size } from './bench-front.ts';
import { FIRST_SCRIPT_GZIP } from '../first-script-budget.ts';

export interface Report {
  generatedAt: string;
  quick: boolean;
  machine: Record<string, string | number>;
  seconds: number;
  seeds: { engine: string; size: SeedSize; seconds: number | null }[];
  api: ApiRun[];
  frontEnd: FrontEnd;
  /** Issue 32's scale: import, export and a 500-variant product (absent in older reports). */
  catalogue?: CatalogueBench;
  budgets?: Budget[];
}

export interface Budget {
  budget: string;
  /** What the budget is about, for the reasons below (WHY). */
  kind?: keyof typeof WHY;
  /** null: not measurable in this run (named in `figure`). */
  met: boolean | null;
  figure: string;
}

/** Operations that are lists or searches (the latency budget); the rest are single reads or writes. */
const NOT_LISTS = new Set([
  'orderDetails',
  'storeRevenue',
  'updateInventory',
  'crmOrderStatusUpdate',
]);
const LIST_P50_MS = 25;
/** The small store's page a far page is compared with, when the small store has no such page. */
const BASELINE: Record<string, string> = {
  'orders page 1,000': 'orders page 1',
  'orders page 10,000': 'orders page 1',
  'order history page 1,000': 'orders page 1',
};
const GROWTH = 1.5;
/** autocannon's latencies are whole milliseconds. */
const RESOLUTION_MS = 2;
/** The first-load issue's goal: the GraphQL path within 0.7× of the bare handler. */
const THROUGHPUT_RATIO = 0.7;
const KB = 1000;
/** /login's budget is the build's (scripts/first-script-budget.ts). */
const LOGIN_JS_GZIP = FIRST_SCRIPT_GZIP;
/** Issue 52: a signed-in page's first visit within this many times the floor app's first script. */
const FIRST_VISIT_RATIO = 1.5;
const LAZY_CHUNK_GZIP = 50 * KB;
/** The first-load issue's goals: the sign-in page, and every signed-in page. */
const LIGHTHOUSE = {
  login: { score: 97, lcp: 1800, tbt: 100, cls: 0.05 },
  // Issue 52: TBT ≤ 200 ms on the signed-in pages (100 ms until then, issue 34's).
  signedIn: { score: 92, lcp: 2500, tbt: 200, cls: 0.05 },
};
const COLD_START_RATIO = 1.5;
/** A budget kind's name in the report's sentences, where it is not the kind itself. */
const KIND_NAME: Partial<Record<keyof typeof WHY, string>> = {
  initialJs: 'initial JS',
  coldStart: 'the offline cold start',
  bigProduct: 'the 500-variant product',
};
const HEALTHY_MS = 2000;

/**
 * Why a budget is not met, as far as this project's measurements have found (decision 024's
 * closing note has the experiments behind each); printed under the table for each kind missed.
 */
const WHY = {
  throughput:
    "Since decision 064 a query the API has served once runs on its read path, without yoga's Fetch adapter and envelop's hooks. On an AMD EPYC (2 cores), 12 alternating rounds against the build before it read 0.64× → 0.75× (CPU per request 1,131 → 944 µs against the bare handler's 660), and two full runs of this bench on that machine read 0.80× and 0.61×. The same server's CPU per request varied by up to 1.7× between rounds there, so one run's 5 s at 20 connections can fall on either side of the budget. What remains above the bare handler: the token's check and the request's context, the compiled execution and its variable check, the answer's measurement, the HTTP layer's headers, and more garbage collection. Before: the bare handler's 2 statements per request since decision 058 (0.33× → 0.42–0.47× on an Intel Xeon), and decision 039's cuts (about 700 → 500 µs per request)",
  lighthouse:
    "A phone's first visit to the dashboard, inventory or orders paints the page's prerendered frame from HTML before any script (decision 042), as /login does (decision 033): their first paint went from about 2.8 s to 0.9 s, and the dashboard's and orders' largest paint (static text in the frame) from about 3.6 s to 1.0 s. What is left: TBT, as every script now runs after the first paint, where Lighthouse counts its long tasks. The page's first render, one task of 600–680 ms at 4× CPU on a slow machine, now runs in a transition, in slices, and what it made on first use (the class merger's tables, the first date formatter) is made earlier in tasks of its own (decision 043); still long are the commit of the page's DOM, its re-render when the data comes (a useSyncExternalStore update renders in one piece), the chunks' evaluation and the first date formatter, 100–250 ms each there. The same code measured TBT 190–373 ms on an Intel Xeon and 790–1,433 ms on an AMD EPYC (each 2 cores), before decision 043; /login's, 13 ms on the Intel, read 182 ms on the AMD, where every figure of the 2026-11-28 run (the API's latencies too) is 2–3× the Intel's run of the same morning: compare pages within one machine. And the inventory's largest paint, a product card's line, which comes with the page's data after about 260 kB gzip of scripts. Since decision 056 the menus, chart, toaster, dialogs and queued writes' kinds load once the page has settled, inside Lighthouse's window, so their evaluation counts in TBT too; the 2026-12-04 run's machine was about 2.7× slower in the browser than the previous run's (the floor app's cold start 515 → 1,389 ms, the 500-variant product's opening 688 → 1,898 ms, the same /login code's TBT 108 → 526 ms). On 2026-12-05 (Intel Xeon) the orders page's long tasks were React's renders of the list once its data came, 117–204 ms each at Lighthouse's 4×, two or three of them; a list revealed in slices would split them, but would show fewer rows than its page for a moment, and was not built. Since decision 059 a framed page's first reads are sent by the frame's head script, beside the scripts rather than after them, and the inventory list's colour × size grid (rendered only when a product is opened) loads once the page has settled: on 2026-12-05 (AMD EPYC), inventory's score went from 82 to 91–93 and its LCP from 4.21 to 3.1–3.3 s; what is left of that LCP is, in Lighthouse's simulation, the download and evaluation of about 195 kB gzip of scripts at slow 4G and 4× CPU before the first product card can render. Since decisions 060 and 061 (each language's messages apart, a build-time class merger, code for a tap loaded with the tap) those scripts are about 167 kB; on 2026-12-05 (AMD EPYC, a machine whose floor app's cold start was 1,333 ms against 472 ms on the one before) inventory's LCP read 2.93 s and the four pages' TBT 571–732 ms, /login's among them. Tried and not kept: toasts loaded on first use (no change; decision 042); the shared modules in one chunk (decision 039); the whole console rendered in a transition without first loading the route (no change: the router's own update rendered the page in one piece); lists rendered from deferred copies of their data (a list would show the previous filter's rows for a moment; decision 043). Since decision 067 a frame's boot script is in its page (no round trip before the first paint) and the saved cache is read by the page's first script: in the full runs of 2026-12-05 (Intel Xeon) the three pages' first paint went from 0.88–0.90 to 0.66–0.71 s and inventory's largest paint from 2.59 to 2.41 s, while orders' TBT read 190 then 238 ms. Six Lighthouse runs each of the build before and after, on one machine, read orders' TBT 100–371 ms before and 155–407 ms after: the boot script's own work now runs after the earlier first paint, inside TBT's window, and the long tasks are still React's renders of the list when its data comes (87–136 ms each at 4×). Since decision 068 a worker builds the Intl tables (the first formatter had taken 130–330 ms of the main thread at 4× CPU), the first script is 5 files rather than 13 and orders' first visit 11 rather than 28, and the orders list makes no query observer per item: on an AMD EPYC, 12 alternating Lighthouse runs each read orders' TBT at medians of 1,107 ms before and 1,215 ms after, a machine where every page's TBT, /login's too, is several times the Intel's (the full run of 2026-12-05 there: /login 573 ms): TBT's budget can be judged only on the faster machine. On 2026-12-06 (an Intel Xeon slower than the earlier one: /login's TBT 194 ms in its full run) a trace of the cold orders page at 4× CPU found its longest task after the data came to be the browser's style and layout of the list, about 300 ms (914 elements, 635 laid out), more than React's render of it. Tried and not kept: the phone's order cards skipping layout while off screen (content-visibility: auto, each card's height guessed until laid out): six alternating cold loads each read the long tasks' blocking time at medians of 205 ms before and 125 ms after, but the pager moved down by 730 px as the cards were first scrolled into view (their guessed heights replaced by their own), and a test's tap on Next missed it once: the list would move under the seller's thumb. The same trace's other long tasks: the entry's evaluation with the router's construction (about 150 ms), and the settled page's deferred parts mounting (100–190 ms). Since decision 072 (2026-12-06, measured on an AMD EPYC with real 4× throttling, cold loads alternating between builds) the boot script appends its preloads one per task, where the orders page's ten in one task had taken 118 ms. A prerendered page keeps its inlined stylesheet's link, disabled, so the chunks' preload helper no longer loads and applies the same sheet a second time (about 60 ms of style recalculation). The dashboard's chart is made and drawn in tasks of their own, where it had been one task of 110–140 ms. The orders page's TBT-like medians went from about 185 to 163 ms, then from 188 to 140 ms; Lighthouse's simulated TBT showed no difference within its noise. Since decision 076 (2026-12-06, AMD EPYC) no SVG image is drawn in a document of its own (the logo is inline SVG and the favicon an .ico: making the SVG's document had been a task of 95 ms at 4× CPU after the dashboard's paint), and the router no longer lays the new page out inside its first render's task (58 ms at 4×): the dashboard's TBT-like median at applied 4× CPU went from 323 to 271 ms over 8 cold loads of each build, within spreads of 172–401 and 196–570 ms. The table's CPU index and each run's TBT say how far a run's machine is from what Lighthouse's 4× assumes, and how wide its runs spread.",
  initialJs:
    "A signed-in page's first visit asks only for what it shows before its data (decision 056): the framework (about 115 kB gzip, the floor app's own), the entry (about 17 kB), the `core` chunk of the frame and what the first screens share (about 33 kB, both languages' messages in it) and the page's own chunk; the menus, the chart, the toaster, Radix's dialogs and the queued writes' kinds load once it has settled, and the orders list's move and claim dialogs when asked for. Same method on demo data: dashboard / orders / inventory 383 / 377 / 374 kB before, 191 / 206 / 210 kB after decision 056, 184 / 198 / 195 kB after decision 059 (each area's labels in a module of its own, the `core` chunk from 330 messages to 130; the inventory grid and the dialogs' messages loaded when wanted; the frame's head script now carries its page's early reads, 1.4 → 1.9–2.4 kB). Then 160 / 174 / 167 kB after decisions 060 and 061 (each language's messages apart, so an English reader's scripts carry no Hindi; classes merged from a table of the console's own classes instead of tailwind-merge; a frame naming its own page's chunks instead of every route's hints; a status change, a delete, a pause and signing out loaded with the tap), each within 1.5× on the 2026-12-05 AMD machine, orders by under 1 kB. What is left above the floor: the entry (about 17 kB: the router's tree, the sign-in form that /login hydrates, the outbox's queue), `core` (about 15 kB: the shell, its icons, the offline banner and sync state, 130 messages in one language) and each page's own 5–20 kB. Left to try: the sign-in form out of the entry, the sidebar's icons loaded with the menu on a phone. By module: bench/first-visit.md.",
  coldStart:
    "The orders page opened offline and cold at 4× CPU reads the saved cache from IndexedDB and parses the framework and the console's chunks before its rows paint; the floor app has no saved data to restore. Earlier full runs: 1.39× (11-24), 1.57× (11-27). A same-machine check of the build before the shared chunk (decision 039) against the build after it, 7 cold starts each on a loaded machine, found none slower (medians 2.69 and 2.16 s): the change between runs is inside their spread. Not investigated further. Since decision 067 the saved cache is read by the page's first script and the route hints are a quarter of their size: three alternating rounds of five cold starts against the build before read medians 859/841/898 → 761/810/696 ms. The full runs of 2026-12-05 (Intel Xeon) read 694 ms against the floor app's 408 (1.70×) before it and 789 against 515 (1.53×) after it; the floor app's own figure moved by a quarter between the two. What is left before the rows: about 25 module files fetched through the service worker and compiled at 4× before the first module runs (about 450 ms from navigation), then React's first render and the list's, in a transition (about 130 ms).",
  bigProduct:
    "The product's page renders only the grid's visible rows, reads the variants in one query shaped for the grid and sends only the changed cells (issue 52). The opening varies with the machine more than any other figure here: 688 ms on an Intel Xeon before 2026-12-04, 1,898 ms in that day's run on a machine 2.7× slower in the browser, 968–1,646 ms on 2026-12-06's slower Intel. Since decision 070 the device's saved cache is written in parts, only the data that changed: a CPU profile of one opening at 4× CPU on an AMD EPYC had the saved cache's JSON and IndexedDB write at about 1.5 s of 3.4 s (the whole cache, 4.4 MB, stringified and written at each save), about 240 ms after; on that machine five openings' median went from 1,897 to 1,404 ms and the save's from 998 to 732 ms. Since decision 071 each variant lists only the locations holding its pieces (the store's others come from its list of locations): the product's answer went from 970 kB to 387 kB, and in alternating rounds on the AMD EPYC the opening's medians from 884 and 1,013 ms to 846 and 834 ms, the save's from 613 and 539 to 486 and 414 ms. What is left: the grid's first render and the page's layout (about 1,570 elements), and the product's refresh parsed and saved once. Since decision 074 (2026-12-06, AMD EPYC, builds alternating on one server) the colour rows' photos pickers are made when opened, the Item box's 500 choices when the phone is free, the class merger keeps its answers and the saved cache is written when the main thread is free: the opening 936 → 873 ms by the driver, then 873 → 681 ms tap to painted, the save 683 → 550 ms. Since decision 075 the budget judges the figures timed in the page, from the tap's and the key's own times; the driver's timing, which also holds its own checks and round trips at 4× CPU (250–350 ms of a 900 ms opening there), is shown beside them.",
  restart:
    "npm start runs the server compiled into one module, the packages in it but for a few (decision 041), and since decision 057 a restart with nothing to build runs it in plain Node: tsx's hooks had cost about half a second (1.34 → 0.69 s on one machine at 10k orders; about 0.72 s at 1M). What is left: Node's compiling of the 4.6 MB module (both languages' 1,929 messages are a fifth of it), the packages' loading, opening the database and building the schema. The first start at a new PUBLIC_URL also rewrites the stored image addresses once (about 1.2 s at 1M), and until 2026-12-06 the figure was the run's first start, which on a freshly seeded database included that rewrite (2,026 ms on an Intel Xeon that day): the bench now starts the server again on the database it has just served and times that, the first start shown beside it. A slower machine (see the floor app's figures) reads more.",
} as const;

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
const size = (s: Size) => `${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.brotli)} br`;
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : `${n} ms`);
const mark = (met: boolean | null) =>
  met === null ? '— not measured' : met ? '✅ met' : '❌ not met';

export function budgetsOf(report: Report): Budget[] {
  const budgets: Budget[] = [];
  const pg = report.api.filter((r) => r.engine === 'postgres').sort((a, b) => a.orders - b.orders);
  const small = pg[0];
  const big = pg.length > 1 ? pg.at(-1) : undefined;
  const opIn = (run: ApiRun | undefined, op: string) => run?.operations.find((o) => o.op === op);
  for (const op of (big ?? small)?.operations ?? []) {
    if (NOT_LISTS.has(op.op)) continue;
    const budget = `${op.op}: p50 at 1M ≤ ${GROWTH}× p50 at 10k and ≤ ${LIST_P50_MS} ms`;
    const at1m = opIn(big, op.op)?.api?.p50;
    // A far page the small store does not have is held to the first page's figure (a keyset
    // page costs the same at any depth), or, with no such page, to the absolute bound alone.
    const reference = opIn(small, op.op)?.api ? op.op : BASELINE[op.op];
    const at10k = reference ? opIn(small, reference)?.api?.p50 : undefined;
    if (!big || at1m === undefined) {
      budgets.push({
        budget,
        met: null,
        figure: op.skipped ?? (big ? 'not measured at 1M' : 'one size only (quick run)'),
      });
      continue;
    }
    if (at10k === undefined) {
      budgets.push({
        budget,
        met: at1m <= LIST_P50_MS,
        figure: `${ms(at1m)} at 1M (the 10k store has no such page: the ${LIST_P50_MS} ms bound alone)`,
      });
      continue;
    }
    // autocannon reports whole milliseconds: within 2 ms of the small size's p50 is within its
    // resolution, so the ratio is applied as at most max(1.5 × p50 at 10k, p50 at 10k + 2 ms).
    const grows = at1m > Math.max(at10k + RESOLUTION_MS, at10k * GROWTH);
    budgets.push({
      budget,
      met: !grows && at1m <= LIST_P50_MS,
      figure: `${ms(at10k)} → ${ms(at1m)}${reference === op.op ? '' : ` (10k: ${reference})`}`,
    });
  }
  const throughputRun = big ?? small;
  const orders = opIn(throughputRun, 'orders page 1');
  const load = orders?.apiLoad && orders.bareLoad ? [orders.apiLoad, orders.bareLoad] : null;
  budgets.push({
    kind: 'throughput',
    budget: `orders list ≥ ${THROUGHPUT_RATIO}× the bare handler's requests/s at ${throughputRun?.loadConnections ?? '?'} connections (${throughputRun?.setup ?? '?'})`,
    met: load ? load[0]!.rps >= THROUGHPUT_RATIO * load[1]!.rps : null,
    figure: load
      ? `${load[0]!.rps} vs ${load[1]!.rps} req/s = ${(load[0]!.rps / load[1]!.rps).toFixed(2)}× (p50 ${load[0]!.p50} vs ${load[1]!.p50} ms)`
      : 'not measured',
  });
  for (const l of report.frontEnd.lighthouse) {
    const f = l.median;
    const goal = l.page.includes('/login') ? LIGHTHOUSE.login : LIGHTHOUSE.signedIn;
    budgets.push({
      kind: 'lighthouse',
      budget: `Lighthouse ${l.page}: score ≥ ${goal.score}, LCP ≤ ${(goal.lcp / 1000).toFixed(1)} s, TBT ≤ ${goal.tbt} ms, CLS ≤ ${goal.cls}`,
      met: f.score >= goal.score && f.lcp <= goal.lcp && f.tbt <= goal.tbt && f.cls <= goal.cls,
      figure: `${f.score}, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`,
    });
  }
  const c = report.frontEnd.console;
  budgets.push({
    kind: 'initialJs',
    budget: `initial JS of /login ≤ ${kb(LOGIN_JS_GZIP)} gzip`,
    met: c.login.js.gzip <= LOGIN_JS_GZIP,
    figure: kb(c.login.js.gzip),
  });
  const floorJs = report.frontEnd.floor.page.js.gzip;
  for (const { name, bundle } of c.pages ?? [{ name: 'dashboard', bundle: c.dashboard }]) {
    budgets.push({
      kind: 'initialJs',
      budget: `first visit's JS of ${name} ≤ ${FIRST_VISIT_RATIO}× the floor app's first script`,
      met: bundle.js.gzip <= FIRST_VISIT_RATIO * floorJs,
      figure: `${kb(bundle.js.gzip)} in ${bundle.files.length} files vs ${kb(floorJs)} = ${(bundle.js.gzip / floorJs).toFixed(2)}× (bench/first-visit.md)`,
    });
  }
  const biggest = c.lazyChunks[0];
  budgets.push({
    budget: `every lazy chunk ≤ ${kb(LAZY_CHUNK_GZIP)} gzip`,
    met: c.lazyChunks.every((chunk) => chunk.gzip <= LAZY_CHUNK_GZIP),
    figure: biggest ? `largest ${biggest.file}: ${kb(biggest.gzip)}` : 'no lazy chunks',
  });
  const cold = report.frontEnd.coldStart;
  budgets.push({
    kind: 'coldStart',
    budget: `offline cold start to the orders rows ≤ ${COLD_START_RATIO}× the floor app's first content (4× CPU)`,
    met:
      Number.isFinite(cold.ordersRowsMedianMs) && Number.isFinite(cold.floorFirstContentMedianMs)
        ? cold.ordersRowsMedianMs <= COLD_START_RATIO * cold.floorFirstContentMedianMs
        : null,
    figure: `${ms(cold.ordersRowsMedianMs)} vs ${ms(cold.floorFirstContentMedianMs)} = ${(cold.ordersRowsMedianMs / cold.floorFirstContentMedianMs).toFixed(2)}×`,
  });
  budgets.push(...catalogueBudgets(report.catalogue));
  const restart = big ?? small;
  budgets.push({
    kind: 'restart',
    budget: `a restart on the ${restart ? restart.setup : 'largest'} database serves /healthz within ${HEALTHY_MS / 1000} s`,
    met: restart ? restart.startToHealthyMs <= HEALTHY_MS : null,
    figure: restart ? ms(restart.startToHealthyMs) : 'not measured',
  });
  return budgets;
}

const IMPORT_VALIDATE_MS = 10_000;
const IMPORT_APPLY_MS = 60_000;
const IMPORT_P99_RATIO = 3;
const BIG_PRODUCT_MS = 1000;
/** An export streams: its first bytes come at once and the server holds a batch, not the file. */
const EXPORT_FIRST_BYTE_MS = 1000;
const EXPORT_RSS_MB = 64;

const medianOf = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Issue 32's budgets: a 500-variant product, a 10,000-row import, a 50,000-variant export. */
function catalogueBudgets(c: CatalogueBench | undefined): Budget[] {
  if (!c)
    return [
      {
        budget: 'the catalogue in bulk (issue 32)',
        met: null,
        figure: 'not measured in this report',
      },
    ];
  const open = medianOf(c.bigProduct.openMs);
  const save = medianOf(c.bigProduct.saveMs);
  const { openDriverMs: openDriver, saveDriverMs: saveDriver } = c.bigProduct;
  const i = c.import;
  return [
    {
      budget: `a product with ${c.bigProduct.variants} colour × size variants opens and saves a price in under 1 s each (4× CPU, median of ${c.bigProduct.openMs.length})`,
      kind: 'bigProduct',
      met: open < BIG_PRODUCT_MS && save < BIG_PRODUCT_MS,
      figure:
        `open ${ms(open)} (${c.bigProduct.openMs.join(', ')}), save ${ms(save)} (${c.bigProduct.saveMs.join(', ')}), timed in the page` +
        // Runs before 2026-12-06 timed them by the driver only.
        (openDriver && saveDriver
          ? `; by the driver, open ${ms(medianOf(openDriver))} (${openDriver.join(', ')}), save ${ms(medianOf(saveDriver))} (${saveDriver.join(', ')})`
          : ''),
    },
    {
      budget: `an import of ${i.rows.toLocaleString('en-IN')} rows (${i.products.toLocaleString('en-IN')} products × 5) validates in under ${IMPORT_VALIDATE_MS / 1000} s`,
      met: i.validateMs < IMPORT_VALIDATE_MS,
      figure: ms(i.validateMs),
    },
    {
      budget: `… and applies in under ${IMPORT_APPLY_MS / 1000} s`,
      met: i.applyMs < IMPORT_APPLY_MS,
      figure: ms(i.applyMs),
    },
    {
      budget: `… while the orders list's p99 stays ≤ ${IMPORT_P99_RATIO}× its idle p99 (one connection)`,
      met: i.ordersDuringP99 <= IMPORT_P99_RATIO * Math.max(i.ordersIdleP99, RESOLUTION_MS),
      figure: `${ms(i.ordersDuringP99)} during (${i.ordersDuringRequests} requests) vs ${ms(i.ordersIdleP99)} idle`,
    },
    {
      budget: `an export of ${c.export.variants.toLocaleString('en-IN')} variants streams (first bytes ≤ ${EXPORT_FIRST_BYTE_MS} ms, server memory grows ≤ ${EXPORT_RSS_MB} MB)`,
      met: c.export.firstByteMs <= EXPORT_FIRST_BYTE_MS && c.export.rssGrowthMb <= EXPORT_RSS_MB,
      figure: `first bytes ${ms(c.export.firstByteMs)}, all ${ms(c.export.totalMs)} (${kb(c.export.bytes)}), memory +${c.export.rssGrowthMb} MB`,
    },
  ];
}

function opRow(o: OpFigure) {
  if (!o.api) return `| ${o.op} | ${o.detail} | ${o.skipped ?? 'not measured'} | | | | |`;
  const load =
    o.apiLoad && o.bareLoad
      ? `<br>under load: ${o.apiLoad.rps} vs bare ${o.bareLoad.rps} req/s (${(o.apiLoad.rps / o.bareLoad.rps).toFixed(2)}×)`
      : '';
  return `| ${o.op} | ${o.detail}${load} | ${o.api.p50} | ${o.api.p99} | ${o.api.rps} | ${o.bare ? o.bare.p50 : '–'} | ${o.bare ? o.bare.rps : '–'} |`;
}

export function renderReport(report: Report): string {
  report.budgets = budgetsOf(report);
  const m = report.machine;
  const f = report.frontEnd;
  const lines = [
    `# Benchmark report${report.quick ? ' (smoke run: sizes and durations cut short)' : ''}`,
    '',
    `Generated ${report.generatedAt} by \`npm run bench${report.quick ? ' -- --quick' : ''}\` in ${report.seconds} s; every figure below was measured in this one run.`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Node ${m.node}; PostgreSQL ${m.postgres}; ${m.chromium}.`,
    '',
    '## Budgets',
    '',
    '| budget | verdict | figure |',
    '| --- | --- | --- |',
    ...report.budgets.map((b) => `| ${b.budget} | ${mark(b.met)} | ${b.figure} |`),
    '',
    ...[
      ...new Set(report.budgets.filter((b) => b.met === false && b.kind).map((b) => b.kind!)),
    ].map((kind) => `- Why ${KIND_NAME[kind] ?? kind} is not met: ${WHY[kind]}`),
    '',
    '## Data',
    '',
    "Made by `npm run seed`'s generator (server/seed/seed.ts): Indian names and addresses, the catalogue's categories, colours and sizes, orders over 12 months in every status with status history, complaints, audit entries; the biggest store (the one measured) holds about 30% of the orders.",
    '',
    '| engine | stores | products | orders | load time |',
    '| --- | --- | --- | --- | --- |',
    ...report.seeds.map(
      (s) =>
        `| ${s.engine} | ${s.size.stores} | ${s.size.products.toLocaleString('en-IN')} | ${s.size.orders.toLocaleString('en-IN')} | ${s.seconds === null ? 'reused from an earlier run' : `${s.seconds.toFixed(1)} s`} |`,
    ),
    '',
    '## API',
    '',
    "Method: autocannon on 127.0.0.1 against `npm start` (GraphQL, a signed-in owner or admin; each query asks for the list rows' own fields), then against the bare `node:http` handler (scripts/lib/bare-server.ts: the same service functions, so the same SQL, on the same database, with no GraphQL, token or authorization). One server at a time; the bench process itself runs autocannon on the same 2 cores. Each server is warmed first, every operation for a fifth of its measurement, so that the first one measured does not pay alone for V8's compiling and the database's cold pages (on 2026-12-06 the first, orders page 1 at 1M, read 4 ms cold against 1–2 ms warm).",
    '',
  ];
  for (const run of report.api) {
    lines.push(
      `### ${run.setup}`,
      '',
      `Measured store: ${run.store.orders.toLocaleString('en-IN')} orders, ${run.store.products.toLocaleString('en-IN')} products, ${run.store.entries.toLocaleString('en-IN')} entries. Each operation for ${run.seconds} s on one connection (its latency), the orders list also at ${run.loadConnections} connections (throughput). \`npm start\` to /healthz: ${run.firstStartMs === undefined ? '' : `first start ${run.firstStartMs} ms, `}restart ${run.startToHealthyMs} ms.`,
      '',
      '| operation | what | p50 ms | p99 ms | req/s (1 conn.) | bare p50 ms | bare req/s (1 conn.) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...run.operations.map(opRow),
      '',
    );
    if (run.cpuProfileTop) {
      lines.push(
        `CPU profile of a server serving the orders list at ${run.loadConnections} connections for ${run.seconds} s (\`--cpu-prof\`, start-up included), self time:`,
        '',
        '| package | self % |',
        '| --- | --- |',
        ...(run.cpuProfilePackages ?? []).map((p) => `| ${p.fn} | ${p.selfPercent} |`),
        '',
        '| function | self % |',
        '| --- | --- |',
        ...run.cpuProfileTop.map((p) => `| \`${p.fn.replace(/\|/g, '\\|')}\` | ${p.selfPercent} |`),
        '',
      );
    }
  }
  lines.push(
    '## Front end',
    '',
    "Method: the console and the floor app (bench/floor: React 19, TanStack Router and Query, graphql-request, Tailwind, vite-plugin-pwa, one page) built in this run; /login's and the floor app's initial files are what their index.html loads before the page can paint and work (the entry script, its modulepreload links and styles: the build's own first-script figure, scripts/first-script-budget.ts; the toaster, loaded on idle after that, is a lazy chunk); the dashboard's, orders' and inventory's are the scripts and styles each asked for at 360 px, signed in as the seeded owner, until it showed its data (its figures, its first order, its first product: a mutation observer in the page against each request's resource timing; by module in bench/first-visit.md); sizes at gzip -9 and brotli 11.",
    '',
    '| | JS | CSS | files |',
    '| --- | --- | --- | --- |',
    `| console /login | ${size(f.console.login.js)} | ${size(f.console.login.css)} | ${f.console.login.files.length} |`,
    ...(f.console.pages ?? [{ name: 'dashboard', bundle: f.console.dashboard }]).map(
      ({ name, bundle }) =>
        `| console ${name} | ${size(bundle.js)} | ${size(bundle.css)} | ${bundle.files.length} |`,
    ),
    `| floor app | ${size(f.floor.page.js)} | ${size(f.floor.page.css)} | ${f.floor.page.files.length} |`,
    '',
    `Precache: console ${f.console.precache.files} files, ${size(f.console.precache)}; floor app ${f.floor.precache.files} files, ${size(f.floor.precache)}.`,
    '',
    'Lazy chunks of the console (largest first):',
    '',
    '| chunk | raw | gzip | brotli |',
    '| --- | --- | --- | --- |',
    ...f.console.lazyChunks.map(
      (c) => `| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`,
    ),
    '',
    `### Lighthouse (mobile defaults, median of ${f.lighthouse[0]?.runs ?? 0}, each run cold)`,
    '',
    '| page | score | FCP | LCP | TBT (each run) | CLS | JS transferred | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...f.lighthouse.map(
      (l) =>
        `| ${l.page} | ${l.median.score} | ${(l.median.fcp / 1000).toFixed(2)} s | ${(l.median.lcp / 1000).toFixed(2)} s | ${Math.round(l.median.tbt)} ms (${(l.tbtRuns ?? []).join(', ')}) | ${l.median.cls.toFixed(3)} | ${kb(l.median.js)} | ${Math.round(l.median.cpuIndex ?? NaN)} |`,
    ),
    '',
    "CPU index: Lighthouse's `benchmarkIndex` of this machine (median). Its 4× CPU slowdown is meant to take a high-end desktop (1,500–2,000) to a mid-range phone; /login's own figures show how far this machine's runs stray from that.",
    '',
    `### Offline cold start (service worker installed, network off, ${f.coldStart.cpuSlowdown}× CPU, median of ${f.coldStart.runs})`,
    '',
    `Orders list rows painted: ${ms(f.coldStart.ordersRowsMedianMs)} (runs: ${f.coldStart.ordersRowsMs.join(', ')} ms). Floor app's first content: ${ms(f.coldStart.floorFirstContentMedianMs)} (runs: ${f.coldStart.floorFirstContentMs.join(', ')} ms). Both from navigation start (performance.now when the element is first found in an animation frame).`,
    '',
  );
  return `${lines.join('\n')}\n`;
}
