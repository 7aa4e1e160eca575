import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the console build is made from: when any of it changes, the build is stale. */
const INPUTS = [
  'src',
  'public',
  'domain',
  'index.html',
  'vite.config.ts',
  'pwa-assets.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
export const STAMP_FILE = 'dist/.build-hash';

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(path.join(rel, name));
    } else {
      hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
    }
  };
  INPUTS.forEach(visit);
  return hash.digest('hex');
}

export function isBuildFresh(root: string): boolean {
  const stamp = path.join(root, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}
