const { createJestConfig } = require('./build/jest.cjs');

const base = createJestConfig(__dirname);

module.exports = createJestConfig(__dirname, {
  // The build helpers' tests (publish-plugin.test.cjs) sit beside them.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.cjs'],
  // `enquiries/` is bundled by each app and imports this package by its name (so that the app's federation
  // finds the singletons): here the name means these sources, one module registry with the tests' own imports.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@basera/shared$': '<rootDir>/src/index.ts',
    '^@basera/shared/(?!build/)(.+)$': '<rootDir>/src/$1',
  },
});
