const { createJestConfig } = require('@basera/shared/build/jest.cjs');

module.exports = createJestConfig(__dirname);
