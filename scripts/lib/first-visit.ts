/**
 * What a signed-in page's first visit asks for (issue 52): the same-origin scripts and styles
 * Chromium requested at 360 px until the page was usable, each file's gzip size, and, from the
 * build's visualiser data (`.tmp/bundle-stats.json`, rollup-plugin-visualizer's raw data), which
 * modules those bytes are: the report `npm run bench` keeps as bench/first-visit.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright';
import { BUNDLE_STATS_FILE } from '../build-state.ts';

/** A signed-in page measured: its address and the element that shows it is usable. */
export interface VisitedPage {
  name: string;
  path: string;
  ready: string;
}

export const SIGNED_IN_PAGES: VisitedPage[] = [
  { name: 'dashboard', path: '/store-owner', ready: '[data-testid="metric"]' },
  { name: 'orders', path: '/store-owner/orders', ready: '[data-testid="order-row"]' },
  {
    name: 'inventory',
    path: '/store-owner/inventory',
    ready: '[data-testid="inventory-row"]',
  },
];

/**
 * Same-origin scripts and styles a page asked for before it was usable, as dist-relative paths:
 * what its first paint waits for. The moment is the page's own (a mutation observer sees `ready`
 * appear), and each file's request is the page's resource timing entry: what the page asks for
 * once it has shown `ready` (the shell's menus, the chart, the service worker) is not counted,
 * however soon after it the test runner notices.
 */
export async function loadedFiles(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  // As text: the runner's compiler would name the functions of a function given here.
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(ready)};
    const seen = () => {
      if (!document.querySelector(selector)) return false;
      performance.mark('first-visit:ready');
      return true;
    };
    if (!seen())
      new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
        subtree: true,
        childList: true,
      });
  })();`);
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  const files = await page.evaluate(() => {
    const readyAt = performance.getEntriesByName('first-visit:ready')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= readyAt && new URL(e.name).origin === location.origin)
      .map((e) => new URL(e.name).pathname.replace(/^\//, ''));
  });
  await page.close();
  return [...new Set(files)].filter(
    (f) => (f.startsWith('assets/') || f.endsWith('.js')) && /\.(js|css)$/.test(f),
  );
}

interface Stats {
  tree: Tree;
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string }>;
}
interface Tree {
  name: string;
  uid?: string;
  children?: Tree[];
}

export interface ModuleShare {
  /** The module's id, shortened: `react-dom`, `src/lib/graphql.ts`. */
  module: string;
  /** Its rendered bytes' share of its file's gzip size. */
  gzip: number;
}

export interface FileShare {
  file: string;
  gzip: number;
  modules: ModuleShare[];
}

/** A module id as the report names it: a package, or a path under the project. */
function shortName(id: string, root: string) {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (pkg) return pkg[1]!.replace(/\\/g, '/');
  return path.relative(root, id.replace(/^\0/, '')).replace(/\\/g, '/') || id;
}

/** Each file's gzip size, split between its modules by their rendered length. */
export function filesByModule(root: string, dist: string, files: string[]): FileShare[] {
  const statsPath = path.join(root, BUNDLE_STATS_FILE);
  const stats: Stats | null = existsSync(statsPath)
    ? (JSON.parse(readFileSync(statsPath, 'utf8')) as Stats)
    : null;
  const partsOf = new Map<string, { module: string; rendered: number }[]>();
  if (stats) {
    const walk = (node: Tree, file: string, into: { module: string; rendered: number }[]) => {
      if (node.uid) {
        const part = stats.nodeParts[node.uid];
        const meta = part && stats.nodeMetas[part.metaUid];
        if (part && meta)
          into.push({ module: shortName(meta.id, root), rendered: part.renderedLength });
      }
      for (const child of node.children ?? []) walk(child, file, into);
    };
    for (const chunk of stats.tree.children ?? []) {
      const parts: { module: string; rendered: number }[] = [];
      walk(chunk, chunk.name, parts);
      partsOf.set(chunk.name, parts);
    }
  }
  return files.map((file) => {
    const gzip = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    const parts = partsOf.get(file) ?? [];
    const total = parts.reduce((sum, p) => sum + p.rendered, 0);
    const byModule = new Map<string, number>();
    for (const p of parts) byModule.set(p.module, (byModule.get(p.module) ?? 0) + p.rendered);
    const modules = [...byModule]
      .map(([module, rendered]) => ({ module, gzip: total ? (gzip * rendered) / total : 0 }))
      .sort((a, b) => b.gzip - a.gzip);
    return { file, gzip, modules };
  });
}

/** The Markdown of one page's first visit: its files, then its modules (largest first). */
export function firstVisitMarkdown(name: string, shares: FileShare[], top = 25) {
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const total = shares.reduce((sum, f) => sum + f.gzip, 0);
  const modules = new Map<string, number>();
  for (const f of shares)
    for (const m of f.modules) modules.set(m.module, (modules.get(m.module) ?? 0) + m.gzip);
  const lines = [
    `### ${name}: ${kB(total)} gzip in ${shares.length} files`,
    '',
    '| file | gzip |',
    '| --- | --- |',
    ...[...shares].sort((a, b) => b.gzip - a.gzip).map((f) => `| ${f.file} | ${kB(f.gzip)} |`),
    '',
    `Largest modules (gzip, each file's size shared by its modules' rendered length), top ${top}:`,
    '',
    '| module | gzip |',
    '| --- | --- |',
    ...[...modules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([m, g]) => `| ${m} | ${kB(g)} |`),
    '',
  ];
  return lines.join('\n');
}
