import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { API_URL, SHELL_URL, testEnv } from './ports';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The deploy test rebuilds mf-content under the running site (both cores for half a minute): its project comes
  // second, so with one worker (CI) it runs after every other spec, and a file filter still picks what runs.
  projects: [
    { name: 'site', testIgnore: /deploy\.spec\.ts$/ },
    { name: 'deploy', testMatch: /deploy\.spec\.ts$/ },
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
