import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { API_URL, SHELL_URL, testEnv } from './ports';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers on CI too: most of a test's time is the browser waiting on the site, so two files at once keep
  // both cores busy (the suite has to stay inside CI's 15 minutes as it grows).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The deploy test rebuilds mf-content under the running site (both cores for half a minute): its project
  // depends on the site project, so it runs alone after every other spec, and a file filter still picks what runs.
  // The operator project signs the seeded operator in once (tests/operator.setup.ts) before the site's specs.
  projects: [
    { name: 'operator', testMatch: /operator\.setup\.ts$/ },
    { name: 'site', testIgnore: [/deploy\.spec\.ts$/, /\.setup\.ts$/], dependencies: ['operator'] },
    { name: 'deploy', testMatch: /deploy\.spec\.ts$/, dependencies: ['site'] },
  ],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
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
