// Unit tests: @swc/jest (fast, offline). Playwright owns e2e/; jest never looks there.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Every core: jest's default keeps one for itself, which on a 2-core runner means one worker, every file in turn.
  // The reporter's thread barely works, and two workers ran the service and BFF suites 25 % faster at load 7-9.
  maxWorkers: '100%',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/server-only-stub.js' },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/blade/dist/'],
  // The embedded service's seeded database, made once per run and copied by each server-backed test file.
  globalSetup: '<rootDir>/blade/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/blade/testing/jest-global-teardown.ts',
};
