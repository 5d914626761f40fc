import { defineConfig } from '@playwright/test';
import { testBrowserLaunchOptions } from '../scripts/lib/chromium.mjs';
import { API_URL, SHELL_URL, testEnv } from './ports';

/** Specs that publish listings (through the API or the wizard): they run after the specs that read the seed. */
const PUBLISHING_SPECS = /(a11y|admin|enquiries|lister|notify|offline|plans|reviews|seo-pages)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers on CI too: most of a test's time is the browser waiting on the site, so two files at once keep
  // both cores busy (the suite has to stay inside CI's 15 minutes as it grows).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers keep both cores at a run queue of 6 to 11 (two Chromiums, seven servers, the API): a signed-in
  // flow that takes 15 s on a quiet machine took 28 to 33 s there, so 30 s failed tests for the machine's load.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Order of the run, each project on both workers:
  // 1. operator: the seeded operator signs in once (tests/operator.setup.ts);
  // 2. seed: the specs that only read the demo data, so their counts and "first result" never move under them;
  // 3. site: the specs that publish listings (new PGs join every search and take the top of "newest first");
  // 4. deploy: rebuilds mf-content under the running site (both cores for half a minute), alone;
  // 5. release: publishes two releases of mf-content and moves the registry under the running site, alone, last.
  // A file filter still picks what runs (a project with no matching file runs nothing).
  projects: [
    { name: 'operator', testMatch: /operator\.setup\.ts$/ },
    {
      name: 'seed',
      testIgnore: [PUBLISHING_SPECS, /(deploy|release)\.spec\.ts$/, /\.setup\.ts$/],
      dependencies: ['operator'],
    },
    { name: 'site', testMatch: PUBLISHING_SPECS, dependencies: ['seed'] },
    { name: 'deploy', testMatch: /deploy\.spec\.ts$/, dependencies: ['site'] },
    { name: 'release', testMatch: /release\.spec\.ts$/, dependencies: ['deploy'] },
  ],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: testBrowserLaunchOptions,
    // On CI a trace is recorded for a failed test's retry only: recording one for every test (retain-on-failure)
    // streams screenshots and DOM snapshots of every action from both browsers, CPU the tests then wait for.
    // Run locally (no retries) every test is traced and a failed one's trace kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node serve.mjs',
    url: `${API_URL}/health`,
    env: testEnv(),
    // A clean clone builds six apps first.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
