/** One jest run for every package; workspace packages resolve to their TypeScript sources. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/libraries',
    '<rootDir>/platform',
    '<rootDir>/services',
    '<rootDir>/gateway',
    '<rootDir>/web',
    '<rootDir>/scripts',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/test/**/*.test.ts', '**/test/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // tsconfig.test.json sets isolatedModules, so ts-jest only transpiles each file (fast); the type
  // check is `npm run typecheck:tests` (make lint, .ci/run).
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  moduleNameMapper: {
    '^@aiapp/text$': '<rootDir>/libraries/text/src',
    '^@aiapp/store-facts$': '<rootDir>/libraries/store-facts/src',
    '^@aiapp/site-catalogue$': '<rootDir>/libraries/site-catalogue/src',
    '^@aiapp/contracts$': '<rootDir>/shared-contracts/src',
    '^@aiapp/kit$': '<rootDir>/platform/kit/src',
    '^@aiapp/listing-copy$': '<rootDir>/libraries/listing-copy/src',
    '^@aiapp/test-support$': '<rootDir>/test-support/src',
    // Web components import their stylesheets; a component test (jsdom) reads roles and text, not styles.
    '\\.css$': '<rootDir>/test-support/src/stylesheet-stub.ts',
    // The deployables' package entries (src/index.ts): tests outside a package reach it only here.
    '^@aiapp/(image|text-gen|seo-tracker|legal|email)-service$': '<rootDir>/services/$1/src',
    '^@aiapp/gateway$': '<rootDir>/gateway/src',
  },
  // jsdom lacks TextEncoder, which the store facts use as the contracts load (component tests).
  setupFiles: ['<rootDir>/test-support/src/jsdom-text-encoder.ts'],
  // One PostgreSQL server for the whole run (TEST_DATABASE_URL, else embedded); a schema per file.
  globalSetup: '<rootDir>/test-support/src/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test-support/src/jest-global-teardown.ts',
  // A guard against hangs, not a speed check (speed lives in bench/): browser flows through the whole
  // stack take seconds on an idle 2-core machine and much longer when it is busy.
  testTimeout: 120_000,
  // Browser and database suites start servers; two workers fit the 2-core machines we run on.
  maxWorkers: 2,
  // How long a worker has to exit once the run is over before jest kills it and warns of a leak: a
  // browser worker closes its shared stacks and Chromium then (browser-environment.ts), which takes
  // seconds on a busy machine, not jest's default half second.
  workerGracefulExitTimeout: 15_000,
  // Jest's own report, then the ten slowest files (test-support/slowest-files-reporter.js).
  reporters: ['default', '<rootDir>/test-support/slowest-files-reporter.js'],
  // Jest's order, with the files marked `@slow` first when it has no times (a fresh clone).
  testSequencer: '<rootDir>/test-support/slow-files-first-sequencer.mjs',
};
