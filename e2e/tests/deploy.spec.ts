// Deploying a remote under the running site (playwright.config.ts runs this file after all the others: the
// rebuild takes both cores for half a minute). The rebuild gets a build id and a hash salt, so every chunk of
// the new build has a new name, as a code change would give it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TEST_PORTS } from '../ports';

const root = path.join(__dirname, '..', '..');
const contentOrigin = `http://localhost:${TEST_PORTS['mf-content']}`;
const unavailable = 'This section is temporarily unavailable';

/** `pnpm --filter mf-content build` with the project's pnpm, as a deploy pipeline would run it. */
function buildContent(env: Record<string, string>): Promise<void> {
  const { packageManager } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', packageManager, '--filter', 'mf-content', 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`mf-content build failed (${code}):\n${output}`)),
    );
  });
}

/** The build of mf-content this page runs (the banner of its remoteEntry.js sets it). */
const contentBuild = (page: Page) => page.evaluate(() => window.__BASERA_BUILDS__?.mf_content);

/** dist/.published.json: the builds dist holds now, the previous one first. */
const published = (): Array<{ id: string; files: string[] }> =>
  JSON.parse(fs.readFileSync(path.join(root, 'mf-content', 'dist', '.published.json'), 'utf8')).builds;

test.setTimeout(240_000);

test('a rebuilt remote is served at once, and a page opened before the deploy still loads its chunks', async ({
  page,
}) => {
  const scripts: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url().startsWith(contentOrigin) && response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Find your PG, hostel, mess or shared room' }),
  ).toBeVisible();
  const oldBuild = await contentBuild(page);
  expect(oldBuild).toBeTruthy();
  const loadedBeforeDeploy = new Set(scripts.map((script) => script.url));

  const buildId = `e2e-${randomUUID()}`;
  await buildContent({ BUILD_ID: buildId, BUILD_HASH_SALT: buildId });
  const [previous, current] = published().slice(-2);
  expect(current!.id).toBe(buildId);

  // The next visit runs the new build: no restart, no Retry.
  const next = await page.context().newPage();
  await next.goto('/');
  await expect(
    next.getByRole('heading', { name: 'Find your PG, hostel, mess or shared room' }),
  ).toBeVisible();
  expect(await contentBuild(next)).toBe(buildId);
  await expect(next.getByText(unavailable)).toHaveCount(0);

  // The page opened before the deploy goes on with its build: About's chunks, never loaded by it so far, come
  // from the previous build, which dist still holds.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'About Basera' })).toBeVisible();
  await expect(page.getByText(unavailable)).toHaveCount(0);
  expect(await contentBuild(page)).toBe(oldBuild);
  const loadedAfterDeploy = scripts.filter((script) => !loadedBeforeDeploy.has(script.url));
  expect(loadedAfterDeploy.length).toBeGreaterThan(0);
  for (const script of loadedAfterDeploy) {
    const file = path.basename(new URL(script.url).pathname);
    expect(script.status, file).toBe(200);
    expect(previous!.files, file).toContain(file);
    expect(current!.files, file).not.toContain(file);
  }
});
