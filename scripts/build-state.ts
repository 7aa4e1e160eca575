import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * The build's visualiser data (rollup-plugin-visualizer, vite.config.ts): which module each chunk
 * holds, read by `npm run bench` (scripts/lib/first-visit.ts). Outside dist/, which is served. A
 * cached build keeps it and a restored one puts it back, so that it always describes dist/.
 */
export const BUNDLE_STATS_FILE = '.tmp/bundle-stats.json';
/** Its name inside a cached build, moved out of dist/ as the build is restored. */
const CACHED_STATS = '.bundle-stats.json';

/** What the console build is made from: when any of it changes, the build is stale. */
const INPUTS = [
  'src',
  'public',
  'domain',
  'index.html',
  'messages',
  'project.inlang/settings.json',
  'vite.config.ts',
  'pwa-assets.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * The project's files vite.config.ts imports (its build plugins), and theirs in turn, outside
 * the folders listed whole: a change to any of them changes the build too.
 */
function configModules(root: string): string[] {
  const found = new Set<string>();
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    for (const [, spec] of readFileSync(abs, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const next = path.normalize(path.join(path.dirname(rel), spec!));
      if (/^(src|domain)[\\/]/.test(next) || found.has(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  visit('vite.config.ts');
  return [...found].sort();
}
export const STAMP_FILE = 'dist/.build-hash';
/** How many builds the machine-wide cache keeps (newest first). */
const CACHED_BUILDS = 3;

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
  [...INPUTS, ...configModules(root)].forEach(visit);
  return hash.digest('hex');
}

export function builtHash(root: string): string | null {
  const stamp = path.join(root, STAMP_FILE);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
}

/**
 * Builds by source hash, shared by every clone on this machine (`$XDG_CACHE_HOME` or
 * `~/.cache`): a fresh clone of sources built before copies the build instead of making it.
 */
export function buildCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'threadline-console', 'builds');
}

/** Puts the cached build of `hash` in `dist/`; false when the cache has none. */
export function restoreBuild(root: string, hash: string, cacheDir = buildCacheDir()): boolean {
  const cached = path.join(cacheDir, hash);
  if (!existsSync(path.join(cached, '.build-hash'))) return false;
  const dist = path.join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(cached, dist, { recursive: true });
  // The stats of the build restored, or none: never an earlier build's beside this one.
  const stats = path.join(root, BUNDLE_STATS_FILE);
  rmSync(stats, { force: true });
  if (existsSync(path.join(dist, CACHED_STATS))) {
    mkdirSync(path.dirname(stats), { recursive: true });
    renameSync(path.join(dist, CACHED_STATS), stats);
  }
  return builtHash(root) === hash;
}

/** Keeps `dist/` (stamped with `hash`) in the cache, dropping all but the newest builds. */
export function keepBuild(root: string, hash: string, cacheDir = buildCacheDir()): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const target = path.join(cacheDir, hash);
    if (!existsSync(target)) {
      // Copied under a temporary name and renamed, so a half-copied build is never restored.
      const partial = `${target}.partial-${process.pid}`;
      cpSync(path.join(root, 'dist'), partial, { recursive: true });
      const stats = path.join(root, BUNDLE_STATS_FILE);
      if (existsSync(stats)) cpSync(stats, path.join(partial, CACHED_STATS));
      renameSync(partial, target);
    }
    const builds = readdirSync(cacheDir)
      .filter((name) => /^[0-9a-f]{64}$/.test(name))
      .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of builds.slice(CACHED_BUILDS))
      rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
  } catch {
    // The cache only saves time: a read-only home or a full disk builds again next time.
  }
}
