const { createJestConfig } = require('./build/jest.cjs');

module.exports = createJestConfig(__dirname, {
  // The build helpers' tests (publish-plugin.test.cjs) sit beside them.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.cjs'],
});
