/**
 * The server compiled ahead of time for `npm start` (decision 041): server/main.ts and what it
 * imports of this repository, as one ES module made by esbuild; packages stay imports of
 * node_modules. Loading the TypeScript through tsx one module at a time was most of a restart
 * (about 2.5 s on the bench's databases). The bundle is made again when a file it was made from
 * changed (size or time), or esbuild or the lock file did.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUILD_DIR = '.tmp/server-build';
const ENTRY = 'server/main.ts';
const BUNDLE = 'main.mjs';
const MANIFEST = 'inputs.json';

interface Manifest {
  /** Each input file (repository-relative) as its size and modification time. */
  inputs: Record<string, string>;
}

const stamp = (file: string) => {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}`;
};

function isFresh(root: string, dir: string): boolean {
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile) || !existsSync(path.join(dir, BUNDLE))) return false;
  const { inputs } = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return Object.entries(inputs).every(([rel, was]) => {
    const file = path.join(root, rel);
    return existsSync(file) && stamp(file) === was;
  });
}

/** The bundle's file URL, made first when it is missing or stale. */
export async function serverModule(root: string, entry = ENTRY): Promise<string> {
  const dir = path.join(root, SERVER_BUILD_DIR);
  const outfile = path.join(dir, BUNDLE);
  if (!isFresh(root, dir)) {
    mkdirSync(dir, { recursive: true });
    // Written beside and renamed into place: another start reading it never sees half a file.
    const partial = path.join(dir, `main.${process.pid}.mjs`);
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
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
    const made = [
      ...Object.keys(result.metafile.inputs),
      'package-lock.json',
      'node_modules/esbuild/package.json',
      'scripts/server-build.ts',
    ].filter((rel) => existsSync(path.join(root, rel)));
    const inputs = Object.fromEntries(made.map((rel) => [rel, stamp(path.join(root, rel))]));
    renameSync(partial, outfile);
    writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ inputs } satisfies Manifest));
  }
  return pathToFileURL(outfile).href;
}
