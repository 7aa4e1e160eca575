import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The first script's budget (gzip -9): what index.html makes the browser load before the sign-in
 * page can paint, its entry and every chunk it imports statically. `npm run bench` reports the
 * same figure, from the files index.html lists (scripts/lib/bench-front.ts, entryFiles).
 */
// 145.0 kB until decision 051 put "Sign in with a passkey" on the sign-in page (its button and
// label in both languages, 0.2 kB; the WebAuthn library itself loads on the click). 145.5 kB until
// issue 50 added the admin's listing review route (its search schema, loader and menu entry,
// 0.2 kB in the router's chunk; the queue itself loads with the page). 145.8 kB until issue 50's
// seller health added two routes (the seller's Performance, the admin's Seller health) and their
// menu entries (0.1 kB; each page loads with its route). 146.0 kB until issue 50's claims added two
// routes (the seller's Claims, support's queue) with their search schemas, loaders and menu entries
// (0.4 kB; filing, deciding and the lists load with their pages). 146.5 kB until issue 51's stock
// transfers added three routes (the list, a new one, one transfer) with the list's search schema
// and their page rules (0.2 kB; the forms and the document load with their pages). 146.8 kB until
// decision 056's `core` chunk joined the preload lists of the routes that use it (0.1 kB).
export const FIRST_SCRIPT_GZIP = 147_000;

/** A built chunk, as far as the build's plugins read it. */
export interface BuiltChunk {
  type: string;
  fileName?: string;
  isEntry?: boolean;
  imports?: string[];
  moduleIds?: string[];
  code?: string;
}

/** `roots` and every chunk they import statically, but for those in `skip`. */
export function staticGraph(
  bundle: Record<string, BuiltChunk>,
  roots: Iterable<string>,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || files.has(file) || skip.has(file)) return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** The entry's static import graph: the first script's files. */
export const firstScriptFiles = (bundle: Record<string, BuiltChunk>) =>
  staticGraph(
    bundle,
    Object.keys(bundle).filter((file) => bundle[file]!.isEntry),
  );

/** Sizes of the first script's files, gzip -9. */
export function firstScriptSizes(bundle: Record<string, BuiltChunk>): Map<string, number> {
  return new Map(
    [...firstScriptFiles(bundle)].map((file) => [
      file,
      gzipSync(bundle[file]!.code ?? '', { level: 9 }).length,
    ]),
  );
}

/**
 * The pseudo-locale's copy (scripts/pseudo-locale.ts, `PSEUDO_LOCALE=1`) never ships: its first
 * script carries a third locale's messages (about 2 kB), which the shipped budget does not hold.
 */
const PSEUDO_ALLOWANCE = 3_000;

/** Fails a production build whose first script is over FIRST_SCRIPT_GZIP, naming its files. */
export function firstScriptBudget(
  budget = FIRST_SCRIPT_GZIP + (process.env.PSEUDO_LOCALE === '1' ? PSEUDO_ALLOWANCE : 0),
): Plugin {
  return {
    name: 'threadline:first-script-budget',
    // A production build's (a development build carries React's development copy).
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    enforce: 'post',
    // Once written: the chunks as served (preload lists and source-map comments included).
    writeBundle(_options, bundle) {
      const sizes = firstScriptSizes(bundle as never);
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      const lines = [...sizes].sort((a, b) => b[1] - a[1]).map(([f, n]) => `  ${kb(n)} ${f}`);
      if (total > budget) {
        this.error(
          `The first script is ${kb(total)} gzip, over its budget of ${kb(budget)} (scripts/first-script-budget.ts):\n${lines.join('\n')}`,
        );
      }
      this.info(`first script ${kb(total)} gzip (budget ${kb(budget)})`);
    },
  };
}
