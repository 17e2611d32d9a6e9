import nextJest from 'next/jest.js';

/** @type {import('jest').Config} */

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  // Every core: Jest's default leaves one to its own process, which mostly waits.
  maxWorkers: '100%',
  // Time for one test, on the slowest hour of a shared 2-core host: a form test that types a
  // message takes 0.5 s here, and went past Jest's 5 s default when the host ran 3x slower.
  testTimeout: 20_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.ts' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,content,scripts,app}/**/*.test.{ts,tsx}', '<rootDir>/e2e/helpers/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/(?!helpers/)'],
});
