import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, where package.json is: found upwards from this module, so that it is the
 * same whether the server runs from its sources (tests, `npm run dev`) or from the bundle
 * `npm start` makes of them (scripts/server-build.ts), which lives elsewhere.
 */
export const ROOT = rootAbove(path.dirname(fileURLToPath(import.meta.url)));

function rootAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`);
  }
}
