import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SAVED_CACHE_READ } from '../src/offline/saved-cache-key.ts';
import { INTL_WARM_FILE, INTL_WARM_WORKER, intlWarm } from '../src/lib/intl-warm.ts';
import { firstScriptFiles, staticGraph, type BuiltChunk } from './first-script-budget.ts';

/** The hint script's address: at the root, not fingerprinted, so index.html names it as it is. */
export const ROUTE_HINTS_FILE = 'route-hints.js';

/**
 * Each route file's address, from the generated route tree: `'/store-owner/orders/': typeof
 * AppStoreOwnerOrdersIndexRoute` and `import { Route as AppStoreOwnerOrdersIndexRouteImport }
 * from './routes/_app/store-owner/orders/index'`. A pathless layout (`_app`) has none: ''.
 */
export function routeAddresses(routeTree: string): Map<string, string> {
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
  const pathOf = new Map<string, string>();
  for (const [, address, name] of byFullPath.matchAll(
    /'([^']+)': typeof (\w+?)(?:WithChildren)?$/gm,
  ))
    pathOf.set(name!, address!);
  const addresses = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(
    /^import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'$/gm,
  ))
    addresses.set(`routes/${file}`, pathOf.get(name!) ?? '');
  return addresses;
}

/** The hints: each split route's address and the chunks its page needs beyond the first script. */
export function routeHints(bundle: Record<string, BuiltChunk>, addresses: Map<string, string>) {
  const first = firstScriptFiles(bundle);
  const hints: [string, string[]][] = [];
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || first.has(file)) continue;
    const route = (chunk.moduleIds ?? [])
      .map((id) => /\/src\/(routes\/[^?]+)\.tsx\?tsr-split=[^&]*(component|loader)/.exec(id)?.[1])
      .find(Boolean);
    const address = route === undefined ? undefined : addresses.get(route);
    if (address === undefined) continue;
    hints.push([address, [...staticGraph(bundle, [file], first)].sort()]);
  }
  return hints.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Whether a hint's address matches a page's path segments (`pathSegments`): the hint's segments
 * start the page's ('$x' matches any one segment; an index route, ending in '/', only its own
 * address). Plain JavaScript once compiled: the hint script carries its source.
 */
export function hintMatches(address: string, here: string[]): boolean {
  if (address === '') return true;
  const index = /\/$/.test(address);
  const parts = address.replace(/\/+$/, '').split('/');
  if (index ? parts.length !== here.length : parts.length > here.length) return false;
  for (let i = 0; i < parts.length; i++)
    if (parts[i]!.charAt(0) !== '$' && parts[i] !== here[i]) return false;
  return true;
}

/** A page's path in segments, as `hintMatches` reads it. */
export const pathSegments = (pathname: string) => pathname.replace(/\/+$/, '').split('/');

/** The chunks the hints name for the page at `pathname` (and the signed-in frame). */
export function hintedFiles(hints: [string, string[]][], pathname: string): string[] {
  const here = pathSegments(pathname);
  return [
    ...new Set(hints.filter(([address]) => hintMatches(address, here)).flatMap(([, f]) => f)),
  ];
}

/** In a page's own script: the signed-in device's stored session token, if any (session.ts). */
export const STORED_TOKEN = "localStorage.getItem('token')||sessionStorage.getItem('token')";

/**
 * The hint script: on a signed-in device, asks at once for the chunks of the page being opened
 * (and of the signed-in frame), beside the first script, rather than after it has run. Signed
 * out, it asks for nothing. On a remembered device it also begins reading the saved cache
 * (SAVED_CACHE_READ): opening IndexedDB in a cold page took 40–200 ms, on the way to a page
 * opened offline, and starts the worker that builds the Intl tables off the main thread
 * (src/lib/intl-warm.ts). Each file is named once, and the hints by their place in that list:
 * the admin's routes share most of their chunks, and the script with each route's names in full
 * (28 kB) took 37 ms to run on a phone at 4× CPU before any other script could.
 */
export function hintScript(hints: [string, string[]][]): string {
  const files = [...new Set(hints.flatMap(([, f]) => f))].sort();
  const place = new Map(files.map((f, i) => [f, i]));
  const byPlace = hints.map(([address, f]) => [address, f.map((x) => place.get(x))]);
  return `${intlWarm(STORED_TOKEN)}${SAVED_CACHE_READ}(function(){try{if(!(${STORED_TOKEN}))return}catch(e){return}
var files=${JSON.stringify(files)},hints=${JSON.stringify(byPlace)},here=location.pathname.replace(/\\/+$/,'').split('/'),seen={},matches=${hintMatches.toString()};
hints.forEach(function(h){if(!matches(h[0],here))return;h[1].forEach(function(i){if(seen[i])return;seen[i]=1;
var l=document.createElement('link');l.rel='modulepreload';l.href='/'+files[i];document.head.appendChild(l)})})})();
`;
}

/**
 * Writes route-hints.js beside index.html and names it in its head as a plain script: it runs
 * before the first script does, so the page's chunks load beside it. (Loaded `async`, it ran only
 * once the first script had: with a slow CPU, half a second after it had arrived.) Nothing paints
 * before the first script has run on index.html's empty root; the prerendered sign-in page, which
 * does paint first, loads it `async` (scripts/prerender.ts). Decision 032: a signed-in page's
 * chunks would otherwise wait for the first script to run.
 */
export function routeHintsPlugin(): Plugin & { filesFor: (pathname: string) => string[] } {
  let root = '';
  let hints: [string, string[]][] = [];
  return {
    /** The chunks a page's hints name, once the bundle is made (a frame names them itself). */
    filesFor: (pathname) => hintedFiles(hints, pathname),
    name: 'threadline:route-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${ROUTE_HINTS_FILE}` }, injectTo: 'head' }],
    },
    generateBundle(_options, bundle) {
      const routeTree = readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
      hints = routeHints(bundle as never, routeAddresses(routeTree));
      if (hints.length === 0) this.error('no split route was found for the route hints');
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: hintScript(hints) });
      this.emitFile({ type: 'asset', fileName: INTL_WARM_FILE, source: INTL_WARM_WORKER });
    },
  };
}
