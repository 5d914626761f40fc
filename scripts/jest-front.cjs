// The front-end packages' jest (each package's own jest.config.cjs, unchanged) in ONE run: one worker pool for
// all of them, so the two cores stay busy from the first file to the last instead of idling at the start and
// the tail of eight runs in a row. `pnpm test:front`; a package alone: `cd <pkg> && npx jest`.
// The packages are the workspace's (pnpm-workspace.yaml) that have a jsdom jest config (jsdom, or shared/build's
// jsdom-environment.cjs): a new app joins by itself.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const workspace = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const packages = [...workspace.split(/^catalog:/m)[0].matchAll(/^\s+-\s+["']?([\w@/.-]+)["']?\s*$/gm)].map(
  (match) => match[1],
);

const projects = packages.flatMap((pkg) => {
  const file = path.join(root, pkg, 'jest.config.cjs');
  if (!fs.existsSync(file)) return [];
  const config = require(file);
  // The API's tests run on their own (`pnpm --filter @basera/api test`): node, databases, their own timeouts.
  if (!/jsdom/.test(config.testEnvironment ?? '')) return [];
  return [{ ...config, displayName: pkg }];
});

// The scripts' own tests (release registry, servers' helpers): node, the same swc transform, .test.mjs files.
const { createJestConfig } = require(path.join(root, 'shared/build/jest.cjs'));
projects.push({
  ...createJestConfig(path.join(root, 'scripts'), {
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.mjs'],
  }),
  displayName: 'scripts',
});

module.exports = {
  rootDir: root,
  // Both cores (jest's default of cores - 1 is one worker on CI's two).
  maxWorkers: 2,
  // Each package's config sets 20 s (shared/build/jest.cjs), but in a multi-project run jest reads the test
  // timeout from this root config only: without it every file's first test had 5 s on a loaded machine.
  testTimeout: 20_000,
  projects,
};
