// API tests run in node against a real database: PGlite in-process, and PostgreSQL when TEST_DATABASE_URL is set.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.[cm]?[jt]s$': swc },
  // cookie 2 (fastify.inject) ships ESM only: transform it.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?cookie/)'],
  testTimeout: 60_000,
  // The run's database templates (src/test/templates.ts): a folder named before the workers start, removed
  // (with the PostgreSQL templates) after them.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
};
