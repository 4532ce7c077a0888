// One lint setup for every package: typescript-eslint's recommended rules, React hooks rules for
// web/, and the floor plan (docs/architecture.md): imports only run downwards, no package reaches
// into another's folder, and no web feature imports another.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The layers from the bottom up: each package may import only the packages listed before it. */
const LAYERS = [
  ['libraries/text', '@aiapp/text'],
  ['libraries/store-facts', '@aiapp/store-facts'],
  ['libraries/site-catalogue', '@aiapp/site-catalogue'],
  ['shared-contracts', '@aiapp/contracts'],
  ['libraries/listing-copy', '@aiapp/listing-copy'],
  ['platform/kit', '@aiapp/kit'],
];
const DEPLOYABLE_DIRS = ['services/*', 'gateway'];
const ALL_SHARED = LAYERS.map(([, name]) => name);
/** Deployables are never imported; a package reaches another only through its name, never its folder. */
const NEVER = [
  {
    group: ['@aiapp/*-service', '@aiapp/gateway', '@aiapp/web'],
    message: 'Deployables are never imported: call them over HTTP through the contracts.',
  },
  {
    group: ['**/services/**', '**/platform/**', '**/gateway/**', '**/libraries/**', '**/shared-contracts/**', '**/web/src/**'],
    message: "Import a package by its name (@aiapp/…), never from another package's folder.",
  },
];
const layerRule = (allowed) => [
  'error',
  {
    patterns: [
      ...NEVER,
      ...ALL_SHARED.filter((name) => !allowed.includes(name)).map((name) => ({
        group: [name],
        message: `Imports run downwards only (docs/architecture.md): ${name} is not below this package.`,
      })),
    ],
  },
];

const WEB_FEATURES = fs.readdirSync('web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '.data/**', '.kafka/**', '.tools/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests reach another package through its name (its package entry, src/index.ts) or its built
    // server, never through its folder; a test may import its own package's ../src, and shared
    // fakes and fixtures live in test-support (@aiapp/test-support).
    files: ['**/test/**/*.{ts,tsx}', 'test-support/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/services/**',
                '**/platform/**',
                '**/gateway/**',
                '**/libraries/**',
                '**/shared-contracts/**',
                '**/web/src/**',
                '**/test-support/**',
                '**/test/support/**',
              ],
              message:
                'Import another package by its name (@aiapp/…), never from its folder; shared fakes live in @aiapp/test-support.',
            },
          ],
        },
      ],
    },
  },
  { files: ['web/src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  ...LAYERS.map(([dir], index) => ({
    files: [`${dir}/src/**/*.ts`],
    rules: { 'no-restricted-imports': layerRule(ALL_SHARED.slice(0, index)) },
  })),
  {
    files: [...DEPLOYABLE_DIRS.map((dir) => `${dir}/src/**/*.ts`), 'web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule(ALL_SHARED) },
  },
  {
    // Inside the web app: app → features → components → lib, and a feature never imports another.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./web/src/features/${feature.name}`,
              from: './web/src/features',
              except: [`./${feature.name}`],
              message: 'A feature never imports another feature: move what both need to web/src/components or web/src/lib.',
            })),
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Components and lib sit below the features and the app.',
            },
          ],
        },
      ],
    },
  },
);
