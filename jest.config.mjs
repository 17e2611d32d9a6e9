import nextJest from 'next/jest.js';

/** @type {import('jest').Config} */

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'node',
  // Every core: Jest's default leaves one to its own process, which mostly waits.
  maxWorkers: '100%',
  // Time for one test, on the slowest hour of a shared 2-core host: a form test that types a
  // message takes 0.5 s here, and went past Jest's 5 s default when the host ran 3x slower.
  testTimeout: 20_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.ts' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,content,scripts,app,keystatic}/**/*.test.{ts,tsx}', '<rootDir>/e2e/helpers/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/(?!helpers/)'],
});

// The editor's packages ship only ES modules, which Jest on Node 20 cannot require: let next/jest's
// compiler turn them into CommonJS like the project's own files, so the editor's fields can be
// tested. They join the packages next/jest already compiles, named in its first ignore pattern.
const ES_MODULE_PACKAGES = ['@keystatic', '@keystar', '@markdoc/markdoc'];

const withEditorPackages = async () => {
  const resolved = await config();
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns;
  if (!nodeModules.includes('(?!(')) throw new Error(`next/jest's ignore pattern changed: ${nodeModules}`);
  return { ...resolved, transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${ES_MODULE_PACKAGES.join('|')}|`), ...rest] };
};

export default withEditorPackages;
