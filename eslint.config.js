import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The server's layers: services hold the rules and know nothing of the transport (no GraphQL, no
 * HTTP), and the database layer knows nothing of the services or the transport above it.
 */
const serverLayers = [
  {
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['graphql', 'graphql-yoga'].map((name) => ({
            name,
            message: 'Services do not speak GraphQL: throw an AppError (server/errors.ts) instead.',
          })),
          patterns: [
            {
              regex:
                '^\\.\\./(graphql|http|yoga|exports|uploads/cdnfile|uploads/private)(/|\\.ts$)',
              message:
                'Services do not import the transport (GraphQL, HTTP): the resolvers and handlers call the services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(services|graphql|http|yoga)(/|\\.ts$)',
              message: 'The database layer imports no services and no transport.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * A message renders in the locale of the moment it is called: the device's in the console, the
 * caller's on the server. One called as a module loads would keep the first locale forever, so
 * messages are called inside functions (valibot takes `m.key`, a `Message`).
 */
const messageAtLoad = {
  selector: "CallExpression[callee.object.name='m']:not(:function CallExpression)",
  message:
    'A message rendered as the module loads keeps the first locale: call it inside a function (valibot: `m.key`).',
};

/** Attributes that hold code, not words: their strings are not text a person reads. */
const CODE_ATTRIBUTES =
  '^(className|scope|type|href|to|id|name|variant|size|role|autoComplete|inputMode|rel|target|method|htmlFor|lang|dir|form|accept|key|side|align|pattern|enterKeyHint|capture|loading|decoding|src|viewBox|d|fill|stroke|xmlns|mode|orientation|tone|as|width|height|sizes|srcSet|fetchPriority|referrerPolicy|download|hash|preload|autoCapitalize|spellCheck|encType|defaultValue|value|step|min|max|state|kind|icon|field|position|from|search|data-[\\w-]+|aria-(controls|describedby|labelledby|live|current|haspopup|expanded|hidden|invalid|busy|sort|atomic|relevant|pressed|selected|checked|modal|orientation|owns|level))$';

/**
 * Words a person reads come from messages (decision 030), so that every screen is in the chosen
 * language: no English in JSX text, in a text attribute, or as a string child.
 */
const LITERAL_TEXT_MESSAGE =
  'Text a person reads comes from a message (m.key() from domain/messages.ts, added to messages/en.json and hi.json).';
const literalText = [
  'JSXText[value=/[A-Za-z]{2,}/]',
  `JSXAttribute[name.name!=/${CODE_ATTRIBUTES}/] > Literal[value=/[A-Za-z]{2,}/]`,
  `JSXAttribute[name.name!=/${CODE_ATTRIBUTES}/] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
  `JSXAttribute[name.name!=/${CODE_ATTRIBUTES}/] > JSXExpressionContainer > ConditionalExpression > Literal[value=/[A-Za-z]{2,}/]`,
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal[value=/[A-Za-z]{2,}/]',
  // A branch of a nested choice: {a ? m.x() : b ? 'Text' : m.y()}.
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > ConditionalExpression > Literal.consequent[value=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > ConditionalExpression > Literal.alternate[value=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
  `JSXAttribute[name.name!=/${CODE_ATTRIBUTES}/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
  `JSXAttribute[name.name!=/${CODE_ATTRIBUTES}/] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
  // A field list's words, rendered later: { name: 'gstNo', label: 'GST No' }.
  'Property[key.name=/^(label|title|placeholder|description|hint|heading|text)$/] > Literal[value=/[A-Za-z]{2,}/]',
].map((selector) => ({ selector, message: LITERAL_TEXT_MESSAGE }));

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
      'domain/i18n',
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
  {
    files: ['{src,server,domain}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', messageAtLoad] },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', messageAtLoad, ...literalText] },
  },
  ...featureBoundaries,
  sharedLayers,
  ...serverLayers,
  {
    // No module reaches itself through its imports: a cycle hides which layer depends on which.
    files: ['{src,server,domain,scripts}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
