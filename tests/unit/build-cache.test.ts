import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_STATS_FILE,
  builtHash,
  keepBuild,
  restoreBuild,
  sourceHash,
} from '../../scripts/build-state.ts';

const work = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A clone whose dist/ holds one file and the stamp of `hash`. */
function cloneWithBuild(name: string, hash: string | null): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.html'), `built from ${hash}`);
  if (hash) writeFileSync(path.join(root, 'dist/.build-hash'), hash);
  return root;
}

const hashOf = (n: number) => String(n).repeat(64).slice(0, 64);

describe('the machine-wide build cache', () => {
  it('gives a fresh clone the build of the same sources, and only that', () => {
    const cache = path.join(work, 'cache-1');
    const built = cloneWithBuild('built', hashOf(1));
    keepBuild(built, hashOf(1), cache);

    const fresh = path.join(work, 'fresh');
    mkdirSync(fresh);
    expect(restoreBuild(fresh, hashOf(2), cache)).toBe(false);
    expect(existsSync(path.join(fresh, 'dist'))).toBe(false);
    expect(restoreBuild(fresh, hashOf(1), cache)).toBe(true);
    expect(builtHash(fresh)).toBe(hashOf(1));
    expect(readFileSync(path.join(fresh, 'dist/index.html'), 'utf8')).toBe(
      `built from ${hashOf(1)}`,
    );
  });

  it('puts back the build’s module stats beside it, outside dist/, and no earlier ones', () => {
    const cache = path.join(work, 'cache-stats');
    const built = cloneWithBuild('built-stats', hashOf(6));
    mkdirSync(path.join(built, '.tmp'));
    writeFileSync(path.join(built, BUNDLE_STATS_FILE), 'stats of 6');
    keepBuild(built, hashOf(6), cache);
    keepBuild(cloneWithBuild('built-no-stats', hashOf(7)), hashOf(7), cache);

    const fresh = path.join(work, 'fresh-stats');
    mkdirSync(fresh);
    expect(restoreBuild(fresh, hashOf(6), cache)).toBe(true);
    expect(readFileSync(path.join(fresh, BUNDLE_STATS_FILE), 'utf8')).toBe('stats of 6');
    expect(existsSync(path.join(fresh, 'dist/.bundle-stats.json'))).toBe(false);
    // A build kept without them: the stats of the build it replaces go too.
    expect(restoreBuild(fresh, hashOf(7), cache)).toBe(true);
    expect(existsSync(path.join(fresh, BUNDLE_STATS_FILE))).toBe(false);
  });

  it('never restores a half-copied build, and keeps the newest three', () => {
    const cache = path.join(work, 'cache-2');
    mkdirSync(path.join(cache, `${hashOf(9)}.partial-1`), { recursive: true });
    const fresh = path.join(work, 'fresh-2');
    mkdirSync(fresh);
    expect(restoreBuild(fresh, hashOf(9), cache)).toBe(false);

    for (const n of [1, 2, 3, 4]) {
      keepBuild(cloneWithBuild(`clone-${n}`, hashOf(n)), hashOf(n), cache);
      // Each later build is newer, whatever the file system's time resolution.
      const at = new Date(Date.UTC(2026, 0, n));
      utimesSync(path.join(cache, hashOf(n)), at, at);
    }
    keepBuild(cloneWithBuild('clone-5', hashOf(5)), hashOf(5), cache);
    expect([1, 2, 3, 4, 5].filter((n) => existsSync(path.join(cache, hashOf(n))))).toEqual([
      3, 4, 5,
    ]);
  });

  it('counts a build plugin vite.config.ts imports, and what that imports, in the sources', () => {
    const root = path.join(work, 'plugins');
    mkdirSync(path.join(root, 'scripts'), { recursive: true });
    mkdirSync(path.join(root, 'server'), { recursive: true });
    writeFileSync(path.join(root, 'vite.config.ts'), "import { a } from './scripts/a.ts';\n");
    writeFileSync(path.join(root, 'scripts/a.ts'), "import { b } from '../server/b.ts';\n");
    writeFileSync(path.join(root, 'server/b.ts'), 'export const b = 1;\n');
    const before = sourceHash(root);
    writeFileSync(path.join(root, 'server/b.ts'), 'export const b = 2;\n');
    const after = sourceHash(root);
    expect(after).not.toBe(before);
    writeFileSync(path.join(root, 'scripts/a.ts'), "import { b } from '../server/b.ts';\n// x\n");
    expect(sourceHash(root)).not.toBe(after);
  });
});
