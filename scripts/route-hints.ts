import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
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
 * The hint script: on a signed-in device, asks at once for the chunks of the page being opened
 * (and of the signed-in frame), beside the first script, rather than after it has run. A page's
 * address matches a hint when the hint's segments start it ('$x' matches any one segment; an
 * index route, ending in '/', only its own address). Signed out, it asks for nothing.
 */
export function hintScript(hints: [string, string[]][]): string {
  return `(function(){try{if(!localStorage.getItem('token')&&!sessionStorage.getItem('token'))return}catch(e){return}
var hints=${JSON.stringify(hints)},here=location.pathname.replace(/\\/+$/,'').split('/'),seen={};
function matches(a){if(a==='')return true;var index=/\\/$/.test(a),p=a.replace(/\\/+$/,'').split('/');
if(index?p.length!==here.length:p.length>here.length)return false;
for(var i=0;i<p.length;i++)if(p[i].charAt(0)!=='$'&&p[i]!==here[i])return false;return true}
hints.forEach(function(h){if(!matches(h[0]))return;h[1].forEach(function(f){if(seen[f])return;seen[f]=1;
var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;document.head.appendChild(l)})})})();
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
export function routeHintsPlugin(): Plugin {
  let root = '';
  return {
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
      const hints = routeHints(bundle as never, routeAddresses(routeTree));
      if (hints.length === 0) this.error('no split route was found for the route hints');
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: hintScript(hints) });
    },
  };
}
