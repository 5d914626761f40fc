// Jest config factory for the front-end packages: swc transform, jsdom, and ESM-only packages (swiper)
// transformed even under pnpm's .pnpm folder. Tests import exposed modules directly, not via federation.
const path = require('node:path');

function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    // Jest's default (cores - 1) is one worker on a 2-core machine: the second core would sit idle.
    maxWorkers: 2,
    // A file's first test loads React, MUI and the page (seconds on a loaded 2-core machine): jest's 5 s default
    // failed such tests when the machine was busy, not because anything was wrong.
    testTimeout: 20_000,
    // jest-environment-jsdom with style-rule matching that skips rules which cannot match (jsdom-environment.cjs).
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: { '\\.(css|png|jpe?g|webp|svg)$': path.join(__dirname, 'jest.asset.cjs') },
    ...overrides,
  };
}

module.exports = { createJestConfig };
