/**
 * The server compiled ahead of time for `npm start` (decision 041): server/main.ts and what it
 * imports, this repository's files and the packages' (but for a few, UNBUNDLED), as one ES module
 * made by esbuild. Loading the TypeScript through tsx one module at a time was most of a restart
 * (about 2.5 s on the bench's databases). The bundle is made again when a file it was made from
 * changed (size or time), or esbuild or the lock file did. Beside it, the same way, the worker that
 * reads a catalogue sheet off the event loop (server/sheet-worker.ts, started by sheet-reader.ts).
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import {
  MANIFEST,
  SERVER_BUILD_DIR,
  SERVE_BUNDLE,
  freshBuild,
  stamp,
  type Manifest,
} from './lib/bundle-manifest.mjs';
import { messageInputs } from './messages.ts';

export { SERVER_BUILD_DIR, SERVE_BUNDLE };

const ENTRY = 'server/main.ts';
const BUNDLE = 'main.mjs';
/** Modules that run in a worker thread of their own: each is bundled beside the server's. */
const WORKERS: Record<string, string> = { 'server/sheet-worker.ts': 'sheet-worker.mjs' };
/**
 * `npm start`'s own start-up (scripts/serve.ts) beside the server's bundle, which it imports rather
 * than holds: scripts/start.mjs runs it in plain Node when nothing is stale (decision 057).
 */
const SERVE: [string, string] = ['scripts/serve.ts', SERVE_BUNDLE];

/** The packages the bundle imports from node_modules rather than holds (see the build). */
const UNBUNDLED = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  'pino',
  'exceljs',
  '@aws-sdk/client-s3',
  'esbuild',
  'tsx',
  'vite',
  // Only the messages' compiler (scripts/messages.ts --compile) loads it, in a process of its own.
  '@inlang/paraglide-js',
];

/**
 * The bundles to make in `root`: each worker's whose module is there, then the server's (last, so
 * a server started from a new bundle finds its workers' new ones).
 */
function bundlesOf(root: string, entry: string): [string, string][] {
  const there = ([module]: [string, string]) => existsSync(path.join(root, module));
  const workers = Object.entries(WORKERS).filter(there);
  return [...workers, [entry, BUNDLE], ...[SERVE].filter(there)];
}

/** In the start-up's bundle, the server is the bundle beside it (one copy of it, loaded once). */
const serverBeside = (root: string, entry: string): Plugin => ({
  name: 'server-beside',
  setup(b) {
    const main = path.join(root, entry);
    b.onResolve({ filter: /main\.ts$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === main
        ? { path: `./${BUNDLE}`, external: true }
        : undefined,
    );
  },
});

/** The bundle's file URL, made first when it is missing or stale. */
export async function serverModule(root: string, entry = ENTRY): Promise<string> {
  const dir = path.join(root, SERVER_BUILD_DIR);
  const outfile = path.join(dir, BUNDLE);
  const bundles = bundlesOf(root, entry);
  const outputs = bundles.map(([, out]) => out);
  if (!freshBuild(root, outputs)) {
    mkdirSync(dir, { recursive: true });
    const inputs = new Set<string>();
    for (const [module, out] of bundles) {
      // Written beside and renamed into place: another start reading it never sees half a file.
      const partial = path.join(dir, `${out}.${process.pid}.partial.mjs`);
      const result = await build({
        absWorkingDir: root,
        entryPoints: [module],
        outfile: partial,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Packages are bundled too: loading them from node_modules file by file was most of what a
        // start still spent in module loading (1.3 s against 0.6 s bundled). These stay imports:
        // PGlite finds its WebAssembly beside its module, the native ones load a binary, pino's
        // workers are files of their own, and the rest are loaded on first use or only by tools.
        external: UNBUNDLED.flatMap((name) => [name, `${name}/*`]),
        plugins: out === SERVE[1] ? [serverBeside(root, entry)] : [],
        // Without an import() left in it: tsx, still registered, rewrites every module with one and
        // maps it (half a second for the bundle). The two packages loaded on first use (ExcelJS, the
        // S3 client) are required instead, through the banner's require; comments go with the
        // whitespace, the compiled messages' 1,263 type comments among them.
        supported: { 'dynamic-import': false },
        banner: {
          js: "import { createRequire as __threadlineRequire } from 'node:module'; const require = __threadlineRequire(import.meta.url);",
        },
        minifyWhitespace: true,
        metafile: true,
        logLevel: 'warning',
      });
      Object.keys(result.metafile.inputs).forEach((rel) => inputs.add(rel));
      renameSync(partial, path.join(dir, out));
    }
    // A package's files are covered by the lock file: their own stamps are not kept.
    const made = [
      ...[...inputs].filter((rel) => !rel.startsWith('node_modules/')),
      'package-lock.json',
      'node_modules/esbuild/package.json',
      'scripts/server-build.ts',
      // The messages' sources: an edited one is compiled (and so bundled) before a start uses it.
      ...messageInputs(root),
    ].filter((rel) => existsSync(path.join(root, rel)));
    const stamps = Object.fromEntries(made.map((rel) => [rel, stamp(path.join(root, rel))]));
    const manifest: Manifest = { inputs: stamps, outputs };
    writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
  }
  return pathToFileURL(outfile).href;
}
