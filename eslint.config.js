import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature folders do not import one another (as in bulletproof-react): shared pieces live in
 * components/ or lib/, and routes compose features.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url));
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})/`,
            message:
              'Features do not import one another: move the shared piece to components/ or lib/, or compose the features in a route.',
          },
        ],
      },
    ],
  },
}));

/** Shared layers (lib/, offline/, components/) serve every feature, so they import none. */
const sharedLayers = {
  files: ['src/lib/**/*.{ts,tsx}', 'src/offline/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+(features|routes)/',
            message:
              'lib/, offline/ and components/ do not import features or routes: pass what they need in, or list it in src/queued-writes.ts.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.tmp',
      'test-results',
      'playwright-report',
      'src/gql',
      'src/routeTree.gen.ts',
      'dev-dist',
      'server/graphql/resolvers-types.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../src/*', '../server/*', '**/src/**', '**/server/**'] },
      ],
    },
  },
  ...featureBoundaries,
  sharedLayers,
);
