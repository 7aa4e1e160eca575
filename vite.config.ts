import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { BUNDLE_STATS_FILE } from './scripts/build-state.ts';
import { cacheShape } from './scripts/cache-shape.ts';
import { FRAMED, PRERENDERED } from './server/prerendered.ts';
import { IMAGE_CACHE } from './src/offline/cache-names.ts';
import { firstScriptBudget } from './scripts/first-script-budget.ts';
import { graphqlDocuments } from './scripts/graphql-documents.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { routeHintsPlugin } from './scripts/route-hints.ts';
import { sharedChunk } from './scripts/shared-chunk.ts';
import { ensureMessages } from './scripts/messages.ts';
import { messagesApart } from './scripts/messages-apart.ts';
import { classMerge } from './scripts/class-merge.ts';

// The messages' functions (domain/i18n) are compiled before anything imports them.
ensureMessages();

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const FIRST_PAINT_ROUTES = new Set<string>(['/login']);
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|query-persist-client-core|react-query-persist-client|query-async-storage-persister)|idb-keyval|clsx|tailwind-merge)[\\/]/;
/** The compiled messages, a module each (domain/i18n/messages/*.js). */
const MESSAGES = /[\\/]domain[\\/]i18n[\\/]messages[\\/]/;
/** Paraglide's registry: the plural rules that messages with a count call. */
const PLURAL_RULES = /[\\/]domain[\\/]i18n[\\/]registry\.js$/;
/** The console's own modules (not a route's page) and its documents: what signed-in pages share. */
const CONSOLE_MODULES =
  /[\\/](src|domain)[\\/](?!routes[\\/])|^\0virtual:graphql-document\/|[\\/]node_modules[\\/]lucide-react[\\/]/;
/**
 * Libraries only some pages use: a module bringing one stays out of the shared chunks. The
 * dashboard's chart (uPlot) among them: in `later` it came with every page's menus and dialogs
 * once settled, 22 kB gzip run on the orders and inventory pages too (issue 52).
 */
const PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](jsbarcode|valibot|@hookform|react-hook-form|uplot)[\\/]/;
/** The route chunks of the signed-in frame, and of the seller's first screens (decision 056). */
const SPLIT = String.raw`\?tsr-split=component`;
const SHELL_ROOTS = new RegExp(
  String.raw`[\\/]src[\\/]routes[\\/](_app|_app[\\/]store-owner[\\/]route)\.tsx${SPLIT}`,
);
const PAGE_ROOTS = new RegExp(
  String.raw`[\\/]src[\\/]routes[\\/]_app[\\/]store-owner[\\/](index|orders[\\/]index|inventory[\\/]index)\.tsx${SPLIT}`,
);
/** What loads once the first page has settled: the queued writes' kinds and the drain. */
const LATER_ROOTS = /[\\/]src[\\/](queued-writes\.ts|offline[\\/]drain\.ts)$/;
const shared = sharedChunk({
  modules: CONSOLE_MODULES,
  keepOut: PAGE_LIBRARIES,
  messages: MESSAGES,
  shellRoots: SHELL_ROOTS,
  pageRoots: PAGE_ROOTS,
  pageName: (root) => /store-owner[\\/](\w+)[\\/]index/.exec(root)?.[1] ?? 'dashboard',
  laterRoots: LATER_ROOTS,
});
/** Each locale's messages apart from the base's, in the build (decision 060). */
const apart = messagesApart(
  path.resolve(import.meta.dirname, 'domain/i18n/messages'),
  path.resolve(import.meta.dirname, 'src/i18n/localized.ts'),
);
/** Each signed-in page's chunks, asked for beside the first script (decision 032). */
const hints = routeHintsPlugin();
/** Paths the API serves: proxied in development, never answered by the service worker. */
const API_PATHS = ['/graphql', '/cdnfile', '/uploads', '/healthz', '/exports'];

export default defineConfig({
  define: {
    __CACHE_SHAPE__: JSON.stringify(cacheShape(import.meta.dirname)),
  },
  plugins: [
    graphqlDocuments(path.resolve(import.meta.dirname, 'src/gql')),
    apart.plugin,
    classMerge(
      path.resolve(import.meta.dirname, 'src'),
      path.resolve(import.meta.dirname, 'src/lib/class-merge.ts'),
    ),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The sign-in page comes with the first script; every other page is one chunk of its
      // loader and component (a loader brings its feature's queries and documents), fetched
      // when the page is opened or, on a signed-in device, at once (scripts/route-hints.ts).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_PAINT_ROUTES.has(routeId) ? [] : undefined),
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The icon links are index.html's own: the generator's also name icon.svg, and a browser that
      // takes an SVG favicon builds a document of its own for it (decision 076).
      pwaAssets: { config: true, overrideManifestIcons: true, includeHtmlHeadLinks: false },
      manifest: {
        id: '/',
        name: 'Threadline Console',
        short_name: 'Threadline',
        description: 'Seller and admin console of the Threadline fashion marketplace',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#9a3412',
        background_color: '#fafaf9',
      },
      workbox: {
        // The plugin adds manifest.webmanifest itself; listing it twice breaks the precache.
        // The barcode reader's .wasm too (decision 038): scanning works on a cold phone offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm}'],
        // A prerendered page or frame is for a first visit; an installed console opens index.html.
        globIgnores: [...Object.values(PRERENDERED), ...Object.values(FRAMED)].map(
          (page) => `${page}*.html`,
        ),
        navigateFallback: '/index.html',
        navigateFallbackDenylist: API_PATHS.map((p) => new RegExp(`^${p}(/|$|\\?)`)),
        cleanupOutdatedCaches: true,
        // The first visit's worker takes the open page, so its chunks are cached from the start.
        clientsClaim: true,
        // Product and store images the seller has seen open offline, from a bounded cache.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: IMAGE_CACHE,
              expiration: {
                maxEntries: 300,
                maxAgeSeconds: 30 * 24 * 60 * 60,
                purgeOnQuotaError: true,
              },
              // Images are same-origin (/uploads/…, issue 28): never an opaque response, which
              // Chromium counts as about 7 MB each against the quota.
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    shared.plugin,
    firstScriptBudget(),
    hints,
    prerenderPages({ localeFile: apart.localeFile, pageFiles: hints.filesFor }),
    // Which module each chunk holds (decision 056): `npm run bench` reads it to write what a
    // signed-in page's first visit asks for, by module (bench/first-visit.md).
    visualizer({
      filename: BUNDLE_STATS_FILE,
      template: 'raw-data',
      gzipSize: true,
    }) as PluginOption,
    // Precompressed copies beside each asset; the server sends the one the browser accepts.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|webmanifest|json|wasm)$/,
      threshold: 512,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every page needs to paint (React, the router, the query cache) in one file
        // rather than a dozen small ones: over HTTP/1.1 each file costs a round trip on a
        // phone's connection.
        // Messages (one module each) that the first script does not use are one `messages`
        // chunk rather than ~65 files of a few hundred bytes each that pages share.
        codeSplitting: {
          groups: [
            // With it the messages' plural rules, which imports nothing: the messages of every
            // chunk, and each locale's kept apart (decision 060), name them.
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) || PLURAL_RULES.test(id),
              priority: 5,
            },
            { name: 'first-messages', test: MESSAGES, tags: ['$initial'], priority: 4 },
            { name: 'entry', test: shared.entry, priority: 4 },
            // What the seller's first screens share, their messages with it (decision 056).
            {
              name: 'core',
              test: (id) => shared.core(id) && (MESSAGES.test(id) || CONSOLE_MODULES.test(id)),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // What only one of them imports, with its messages: that screen's own chunk.
            {
              name: (id) => {
                const page = shared.firstScreen(id);
                return page && `first-${page}`;
              },
              test: (id) =>
                shared.firstScreen(id) !== null && (MESSAGES.test(id) || CONSOLE_MODULES.test(id)),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // What those screens load after they paint (the shell's menus, the toaster).
            {
              name: 'later',
              test: (id) => shared.later(id) && (MESSAGES.test(id) || CONSOLE_MODULES.test(id)),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'messages',
              test: (id) => MESSAGES.test(id) && shared.shared(id),
              minShareCount: 2,
              priority: 1,
            },
            // The console's modules that two or more pages share, in one file (decision 039).
            {
              name: 'console',
              test: shared.test,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: apiTarget }])),
  },
});
