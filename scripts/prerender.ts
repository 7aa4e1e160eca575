import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

import { localStorageKey, locales, type Locale } from '../domain/i18n/runtime.js';
import {
  FRAMED,
  INLINE_SCRIPTS_FILE,
  PRERENDERED,
  prerenderedFile,
} from '../server/prerendered.ts';
import { graphqlDocuments } from './graphql-documents.ts';
import type * as Prerender from '../src/prerender.tsx';
import { ROUTE_HINTS_FILE, STORED_TOKEN } from './route-hints.ts';
import { SAVED_CACHE_READ } from '../src/offline/saved-cache-key.ts';
import { intlWarm } from '../src/lib/intl-warm.ts';
import { EARLY_SCROLL, FRAME_MENU_EVENT, FRAME_MENU_TAPS } from '../src/lib/frame.ts';

/**
 * What the console's modules touch when they load, in a browser: enough of it for Node, empty.
 * Nothing here is used while rendering a signed-out page. A channel the modules open (the
 * outbox's) must not keep the build's process alive.
 */
function installBrowserShims() {
  class UnrefChannel extends BroadcastChannel {
    constructor(name: string) {
      super(name);
      (this as unknown as { unref(): void }).unref();
    }
  }
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, String(v)),
      removeItem: (k: string) => void items.delete(k),
      clear: () => items.clear(),
      key: (i: number) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    };
  };
  const g = globalThis as Record<string, unknown>;
  g.localStorage ??= memory();
  g.sessionStorage ??= memory();
  g.indexedDB ??= { open: () => ({}) };
  g.BroadcastChannel = UnrefChannel;
}

/**
 * The page's stylesheet written into its head: a prerendered page then paints from its HTML
 * alone, while the scripts it preloads still download (on a slow link the stylesheet shared the
 * line with them, and the first paint waited for it). Its link stays, disabled (never fetched):
 * the chunks' preload helper looks for a link to each stylesheet a chunk needs and adds one
 * where there is none, and the page then downloaded, parsed and applied the same sheet again
 * (a style recalculation of the whole page, about 60 ms at 4× CPU, after its first paint).
 */
function inlineStyles(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, file: string) => {
      const css = readFileSync(path.join(outDir, file), 'utf8').replace(
        /\/\*# sourceMappingURL=[^*]*\*\//,
        '',
      );
      return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );
}

/**
 * The prerendered page's one script: once the page has painted, it asks for the console's first
 * script (the first name in the meta) and what it imports, and on a signed-in device a frame's
 * page's own chunks (the meta's `data-page`, what the route hints would name there). The paint
 * then never shares the line with 170 kB of scripts; the form waits for them as it did (decision
 * 033). A frame that is hidden paints nothing: the scripts are asked for at once. Should they
 * fail to load, the page says so, with a link to load it again (`#load-failed`), and a frame
 * goes (its "Loading..." would never end; the sign-in form stays, disabled, above the notice).
 * The first script is asked for first, then what it imports, one file a task: the ten
 * `modulepreload` links of the orders page, appended in one task, took 118 ms of the main
 * thread at 4× CPU on an AMD EPYC after the first paint (a long task in Lighthouse's TBT).
 */
const BOOT = `(function(){var m=document.querySelector('meta[name="threadline-scripts"]');if(!m)return;
var files=m.content.split(' '),page=m.getAttribute('data-page'),done=false,t;
function load(){if(done)return;done=true;try{t=${STORED_TOKEN}}catch(e){}
if(page&&t)files=files.concat(page.split(' '));
var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=files[0];
s.onerror=function(){var n=document.getElementById('load-failed');if(n)n.hidden=false;document.documentElement.setAttribute('data-frame-off','')};document.head.appendChild(s);
var i=1;(function next(){if(i>=files.length)return;var l=document.createElement('link');
l.rel='modulepreload';l.crossOrigin='';l.href=files[i++];document.head.appendChild(l);setTimeout(next,0)})()}
function painted(){var f=document.getElementById('frame');if(f&&getComputedStyle(f).display==='none'){load();return}
setTimeout(load,1000);var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];
if(t.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(load,0)});return}
new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',painted);else painted()})();
`;

/**
 * A prerendered page can be scrolled before the console renders it (a frame, or the sign-in form
 * on a short screen): the first scroll is noted (`EARLY_SCROLL`, src/lib/frame.ts) so that the
 * router leaves the page where the seller scrolled it, without reading `scrollY` as it renders
 * (decision 076). An inline script of its own in each prerendered page's head.
 */
export const EARLY_SCROLL_NOTE = `addEventListener('scroll',function(){window.${EARLY_SCROLL}=true},{once:true,passive:true});
`;

/** What `src/prerender.tsx` gives the build (loaded through Vite: its types only, here). */
type PrerenderModule = typeof Prerender;

/** What a frame's head script needs to send its page's first reads (decision 059). */
export interface FrameEarly {
  /** Each framed address's reads, its store's id written as `store`. */
  reads: Record<string, Prerender.EarlyRead[]>;
  store: string;
  /** The permissions the reads were recorded with: a member with fewer may ask for others. */
  permissions: readonly string[];
  timeoutMs: number;
}

/**
 * A signed-in frame's check (decision 042), run before the body is parsed: the frame is for a
 * device where a store owner with an approved store is signed in, in the frame's language (the
 * one the console keeps on the device, else the browser's, as the server picked), with the page
 * in the theme it will have. Anywhere else `data-frame-off` hides it and the console renders as before.
 * It repeats, in the page's head, what `session.ts` (stored user, approved store), `locale.ts`
 * (the chosen language's key) and `theme.ts` (the stored theme) decide in the console.
 *
 * Where it shows, for an owner with one approved store (whom the frame is drawn for), it then
 * sends the page's first reads, as the console will (`earlyReads`), with the session and the
 * language as `graphql.ts` adds them, and leaves each answer in `window.earlyReads` under
 * `early-reads.ts`'s key (the language, a space, the body), for the console's first requests.
 */
export const frameCheck = (
  early: FrameEarly,
) => `(function(){var d=document.documentElement,show=false;try{
var s=localStorage.getItem('token')?localStorage:sessionStorage.getItem('token')?sessionStorage:null;
var u=s&&JSON.parse(s.getItem('user')||'null'),chosen=localStorage.getItem(${JSON.stringify(localStorageKey)});
show=!!(u&&u.role==='STORE_OWNER'&&u.stores&&u.stores.some(function(x){return x.isApproved}))&&(!chosen||chosen===d.lang);
var t=localStorage.getItem('theme');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))d.classList.add('dark')
}catch(e){show=false}if(!show)d.setAttribute('data-frame-off','');
else document.addEventListener('click',function(e){var b=document.querySelector('#frame [data-slot="sidebar-trigger"]'),r=b&&b.getBoundingClientRect();
if(r&&e.clientX>=r.left&&e.clientX<=r.right&&e.clientY>=r.top&&e.clientY<=r.bottom){window.${FRAME_MENU_TAPS}=(window.${FRAME_MENU_TAPS}||0)+1;dispatchEvent(new Event(${JSON.stringify(FRAME_MENU_EVENT)}))}},true);try{
var r=${JSON.stringify(early.reads)}[location.pathname],a=show?u.stores.filter(function(x){return x.isApproved}):[],
g=a.length===1&&a[0].myPermissions;
if(r&&a.length===1&&!location.search&&window.fetch&&(!g||${JSON.stringify(early.permissions)}.every(function(x){return g.indexOf(x)>=0}))){
var w=window.earlyReads={};r.forEach(function(q){var h={},k,b=q.body.split(${JSON.stringify(early.store)}).join(a[0].id);
for(k in q.headers)h[k]=q.headers[k];h['x-locale']=d.lang;h.authorization='Bearer '+s.getItem('token');
var o={method:'POST',headers:h,body:b};if(window.AbortSignal&&AbortSignal.timeout)o.signal=AbortSignal.timeout(${early.timeoutMs});
var p=fetch(location.origin+'/graphql',o);p['catch'](function(){});w[d.lang+' '+b]=p})}
}catch(e){}})();
`;

/**
 * Takes the built page's module script and its preloads out of the head and names them in a meta
 * the boot script (written beside the assets, named by its content) reads after the first paint.
 * On the sign-in page the boot script and the route hints load `async`. A frame's boot script
 * first decides whether the frame shows, so it runs before the body (a request before the first
 * paint, as index.html's route hints are); instead of the route hints (2.5 kB gzip, every route's),
 * its page's own chunks, `pageFiles`, load with the console's scripts after the paint on a
 * signed-in device (the meta's `data-page`).
 */
function scriptsAfterPaint(
  html: string,
  outDir: string,
  early?: FrameEarly,
  pageFiles: string[] = [],
): string {
  const frame = early !== undefined;
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  // The route hints (scripts/route-hints.ts) must not hold up this page's paint either.
  const hintTag = `<script src="/${ROUTE_HINTS_FILE}"></script>`;
  if (!html.includes(hintTag)) throw new Error('index.html does not name the route hints');
  // A frame also begins reading the saved cache, which the console restores before its page, and
  // has the Intl tables built off the main thread (src/lib/intl-warm.ts).
  const boot = early ? intlWarm(STORED_TOKEN) + SAVED_CACHE_READ + frameCheck(early) + BOOT : BOOT;
  // The scroll note first, in the page itself: a boot file can come after the form was scrolled.
  let script = `<script>${EARLY_SCROLL_NOTE}</script>`;
  if (frame) {
    // In the page itself: as a file, the frame's first paint waited for its round trip (170 ms
    // of a slow 4G phone's, by Lighthouse), and the console's scripts, which load after that
    // paint, with it. The server's policy allows it by its hash (inlineScriptHashes).
    if (/<\/script/i.test(boot)) throw new Error('a frame’s boot script cannot be inlined');
    script += `<script>${boot}</script>`;
  } else {
    const file = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    writeFileSync(path.join(outDir, file), boot);
    script += `<script src="/${file}" async></script>`;
  }
  const names = [entry[1], ...preloads.map((p) => p[1])].join(' ');
  return [entry, ...preloads]
    .reduce((page, tag) => page.replace(tag[0], ''), html)
    .replace(
      '</head>',
      `<meta name="threadline-scripts" content="${names}"${frame ? ` data-page="${pageFiles.map((f) => `/${f}`).join(' ')}"` : ''}>${script}</head>`,
    )
    .replace(hintTag, frame ? '' : hintTag.replace('></script>', ' async></script>'));
}

/** The Content-Security-Policy source of each inline script in `pages` (its text's SHA-256). */
export function inlineScriptHashes(pages: string[]): string[] {
  const hashes = pages.flatMap((html) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    ),
  );
  return [...new Set(hashes)].sort();
}

/**
 * A page's HTML in `locale`, whose first paint waits for the `#prerendered-end` after it. The
 * locale's messages, when the build keeps them apart (decision 060), load with the scripts.
 */
const localized = (template: string, locale: string, preloads: string[], localeFile?: string) =>
  template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/(<meta name="threadline-scripts" content="[^"]+)"/, (meta, names: string) =>
      localeFile ? `${names} /${localeFile}"` : meta,
    )
    // The first paint waits for the whole form (an element after it): painted while the page was
    // still being parsed, a half card sat in the middle and moved up as the rest arrived. The
    // root itself does not do: it is there from its opening tag.
    .replace(
      '</head>',
      `${preloads.join('')}<link rel="expect" href="#prerendered-end" blocking="render"></head>`,
    );

/**
 * After a production build, renders each page of PRERENDERED in each locale into the built
 * index.html's root (marked with its locale), beside index.html with its .br and .gz copies. The
 * server sends the one for the browser's language to a first visit (`server/http.ts`).
 */
export function prerenderPages({
  localeFile = () => undefined,
  pageFiles = () => [],
}: {
  /** The chunk of a locale's messages, when the build keeps them apart (decision 060). */
  localeFile?: (locale: string) => string | undefined;
  /** The chunks a framed page needs beyond the first script, by its address (route hints). */
  pageFiles?: (address: string) => string[];
} = {}): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'threadline:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        define: { __CACHE_SHAPE__: JSON.stringify('prerender') },
        optimizeDeps: { noDiscovery: true, include: [] },
        // The documents as the console sends them (whitespace stripped): the frame's early reads
        // are recorded from these modules, and must be the same in every byte.
        plugins: [react(), graphqlDocuments(path.join(root, 'src/gql'))],
      });
      try {
        installBrowserShims();
        const prerender = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
        const { renderPage, renderFrame, renderLoadFailed } = prerender;
        const styled = inlineStyles(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
        const template = scriptsAfterPaint(styled, outDir);
        // Each frame's head script with its own page's early reads (decision 059).
        const frameTemplates = new Map<string, string>();
        for (const address of Object.keys(FRAMED))
          frameTemplates.set(
            address,
            scriptsAfterPaint(
              styled,
              outDir,
              {
                reads: { [address]: await prerender.earlyReads(address) },
                store: prerender.EARLY_STORE,
                permissions: prerender.EARLY_PERMISSIONS,
                timeoutMs: prerender.REQUEST_TIMEOUT_MS,
              },
              pageFiles(address),
            ),
          );
        writeFileSync(
          path.join(outDir, INLINE_SCRIPTS_FILE),
          JSON.stringify(inlineScriptHashes([template, ...frameTemplates.values()])),
        );
        // Each page with its notice for scripts that could not be loaded (see BOOT).
        const write = (page: string, locale: Locale, body: string, address: string) => {
          const html = body.replace('</body>', `${renderLoadFailed(address, locale)}</body>`);
          const file = path.join(outDir, prerenderedFile(page, locale));
          writeFileSync(file, html);
          writeFileSync(`${file}.br`, brotliCompressSync(html));
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        };
        // React writes an image's preload beside the markup: it belongs in the head.
        const split = (body: string) => {
          const preloads = body.match(/<link rel="preload"[^>]*\/>/g) ?? [];
          return {
            preloads,
            markup: preloads.reduce((html, link) => html.replace(link, ''), body),
          };
        };
        for (const [address, page] of Object.entries(PRERENDERED)) {
          for (const locale of locales) {
            const { preloads, markup } = split(await renderPage(address, locale));
            const html = localized(template, locale, preloads, localeFile(locale)).replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${locale}">${markup}</div><template id="prerendered-end"></template>`,
            );
            if (html === template) this.error('index.html has no empty #root to fill');
            write(page, locale, html, address);
          }
        }
        // A frame sits over the empty root, inert and hidden from assistive technology, until the
        // console has rendered the page under it (src/lib/frame.ts).
        for (const [address, page] of Object.entries(FRAMED)) {
          for (const locale of locales) {
            const { preloads, markup } = split(await renderFrame(address, locale));
            const html = localized(
              frameTemplates.get(address)!,
              locale,
              preloads,
              localeFile(locale),
            ).replace(
              '<div id="root"></div>',
              `<div id="frame" inert aria-hidden="true">${markup}</div><template id="prerendered-end"></template><div id="root"></div>`,
            );
            write(page, locale, html, address);
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}
