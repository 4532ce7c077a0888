/** One jest run for every package; workspace packages resolve to their TypeScript sources. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/libraries',
    '<rootDir>/services',
    '<rootDir>/gateway',
    '<rootDir>/web',
    '<rootDir>/scripts',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  moduleNameMapper: {
    '^@aiapp/contracts$': '<rootDir>/shared-contracts/src',
    '^@aiapp/kit$': '<rootDir>/services/kit/src',
    '^@aiapp/listing-copy$': '<rootDir>/libraries/listing-copy/src',
    '^@aiapp/test-support$': '<rootDir>/test-support/src',
  },
  testTimeout: 30_000,
  // Browser and database suites start servers; two workers fit the 2-core machines we run on.
  maxWorkers: 2,
};
