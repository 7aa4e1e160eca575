import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { NODE_MESSAGES_OUTDIR, ensureMessages } from './scripts/messages.ts';
import { FULL_RUN as FULL } from './tests/scope.ts';

const require = createRequire(import.meta.url);
// The messages' functions (domain/i18n, and their Node build) are compiled before a test imports
// them.
ensureMessages();

/**
 * Process files of the full run only (decision 045, 2026-12-04: CI's `npm test` at 27 minutes):
 * the operations' own commands run whole (a demo seeded, backed up and restored, a server killed
 * amid writes, a seed refused, an import killed and resumed), each 70–140 s. What their rules
 * guard in every run: one owner of the embedded folder (data-folder-owner), start-up's checks.
 */
const FULL_ONLY_PROCESS_FILES = [
  'tests/api/catalogue-import-resume.test.ts',
  'tests/api/db-backup.test.ts',
  'tests/api/seed-tool.test.ts',
];

/**
 * Files that start server processes or time what they do: they run after the in-process files,
 * so that a process they start is not starved of the cores by them (decision 045).
 */
const PROCESS_FILES = [
  'tests/api/data-folder-owner.test.ts',
  'tests/api/process-lifecycle.test.ts',
  'tests/api/serve.test.ts',
  'tests/api/start-up-checks.test.ts',
  'tests/unit/start-up.test.ts',
  ...(FULL ? FULL_ONLY_PROCESS_FILES : []),
];
/**
 * Files whose measure is time itself (a soak, a slow mail server, a database restarted): after
 * every other file, two side by side per commit (the slow mail's test waits on its server's 5 s
 * with 2 s of margin, and the soak asserts counts, not times), one at a time in the full run,
 * where the bench's smoke run measures.
 */
const TIMING_FILES = [
  'tests/api/postgres-restart.test.ts',
  'tests/api/slow-mail.test.ts',
  'tests/api/two-instances.test.ts',
  ...(FULL ? ['tests/bench/bench-smoke.test.ts'] : []),
];

/**
 * The messages as one module per locale (scripts/messages.ts) wherever a test imports the
 * browser's module-per-message build: the same functions, loaded in one file instead of 1,284.
 */
function nodeMessages(): Plugin {
  const browserBuild = `${path.sep}domain${path.sep}i18n${path.sep}`;
  const nodeBuild = path.join(import.meta.dirname, NODE_MESSAGES_OUTDIR) + path.sep;
  return {
    name: 'node-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/i18n/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const at = resolved.id.lastIndexOf(browserBuild);
      if (at < 0) return null;
      return nodeBuild + resolved.id.slice(at + browserBuild.length);
    },
  };
}

export default defineConfig({
  define: { __CACHE_SHAPE__: JSON.stringify('test') },
  plugins: [nodeMessages()],
  resolve: {
    // Node (and so the server in production) loads graphql's CommonJS build; without this, Vite
    // would give our own files its ESM build, and type checks across the two would fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The migrated template databases, made once per run (tests/templates.ts).
    globalSetup: ['tests/templates.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          isolate: false,
          include: ['tests/{unit,api}/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...PROCESS_FILES, ...TIMING_FILES, ...FULL_ONLY_PROCESS_FILES],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_FILES,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timing',
          include: TIMING_FILES,
          maxWorkers: FULL ? 1 : 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
