import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { ensureMessages } from './scripts/messages.ts';

const require = createRequire(import.meta.url);
// The messages' functions (domain/i18n) are compiled before a test imports them.
ensureMessages();

export default defineConfig({
  define: { __CACHE_SHAPE__: JSON.stringify('test') },
  resolve: {
    // Node (and so the server in production) loads graphql's CommonJS build; without this, Vite
    // would give our own files its ESM build, and type checks across the two would fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/{unit,api,bench}/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
