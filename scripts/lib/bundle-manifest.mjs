// Plain JavaScript: `npm start` reads this before any TypeScript can run (scripts/start.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where `npm start`'s compiled modules are made (scripts/server-build.ts). */
export const SERVER_BUILD_DIR = '.tmp/server-build';

/** `npm start`'s own start-up (scripts/serve.ts), compiled beside the server's bundle. */
export const SERVE_BUNDLE = 'serve.mjs';

/** The manifest beside them: what was made, and each input's stamp when it was. */
export const MANIFEST = 'inputs.json';

/**
 * @typedef {object} Manifest
 * @property {Record<string, string>} inputs each input file (repository-relative) as its stamp
 * @property {string[]} [outputs] the modules made from them, in the build folder (every one)
 */

/**
 * A file's size and modification time.
 * @param {string} file
 */
export function stamp(file) {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}`;
}

/**
 * Whether `root`'s build folder holds each of `wanted`, made from every input as it is now.
 * @param {string} root
 * @param {string[]} wanted
 * @returns {boolean}
 */
export function freshBuild(root, wanted) {
  const dir = path.join(root, SERVER_BUILD_DIR);
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) return false;
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const made = manifest.outputs ?? [];
  if (!wanted.every((out) => made.includes(out) && existsSync(path.join(dir, out)))) return false;
  return Object.entries(manifest.inputs).every(([rel, was]) => {
    const file = path.join(root, rel);
    return existsSync(file) && stamp(file) === was;
  });
}
