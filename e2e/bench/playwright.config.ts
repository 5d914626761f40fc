import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { API_URL, SHELL_URL, testEnv } from '../ports';

/**
 * The timing of a new owner's full listing (bench/listing-time.spec.ts): not part of the test suite (its own
 * folder, its own config), one worker, one long run against the production site that e2e/serve.mjs starts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /listing-time\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A phone: 360 x 740 CSS pixels at 2x, touch.
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node serve.mjs',
    cwd: '..',
    url: `${API_URL}/health`,
    env: testEnv(),
    timeout: 600_000,
    reuseExistingServer: true,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
