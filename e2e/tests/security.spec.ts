import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, TEST_PORTS } from '../ports';

/** Policy violations the page reports, collected from the moment it starts. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the page is sent with a content security policy, nosniff and a referrer policy, and no CORS', async ({
  request,
}) => {
  const page = await request.get('/pg');
  expect(page.headers()['content-type']).toContain('text/html');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  // Scripts: this origin, the remotes and the inline boot script by its hash; no 'unsafe-inline', no eval.
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy).toContain(`http://localhost:${TEST_PORTS['mf-search']}`);
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['access-control-allow-origin']).toBeUndefined();

  // A remote's files may be read from the shell's origin, and are never sniffed as another type.
  const entry = await request.get(`http://localhost:${TEST_PORTS['mf-search']}/remoteEntry.js`);
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['x-content-type-options']).toBe('nosniff');
  const api = await request.get(`${API_URL}/health`);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the pages and the login dialog work under the policy, and a script slipped into the page does not run', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/pg', '/blog', '/about', '/contact']) {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/pg');
  await page.locator('a[href^="/pgdetails/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Login / Sign Up' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);

  // What an HTML injection would try: an inline script, and one from another origin.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true';
    document.body.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://evil.example/steal.js';
    document.body.append(foreign);
  });
  await expect.poll(async () => (await violations()).length).toBe(2);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('every server sends a permissions policy and COOP, HSTS only over HTTPS; frames only from the video hosts and the map', async ({
  request,
}) => {
  const remoteFile = `http://localhost:${TEST_PORTS['mf-search']}/remoteEntry.js`;
  for (const url of ['/pg', remoteFile, `${API_URL}/states`]) {
    const plain = (await request.get(url)).headers();
    expect([url, plain['cross-origin-opener-policy']]).toEqual([url, 'same-origin']);
    expect([url, plain['permissions-policy']]).toEqual([url, expect.stringContaining('camera=()')]);
    expect([url, plain['permissions-policy']]).toEqual([url, expect.stringContaining('geolocation=(self)')]);
    expect([url, plain['strict-transport-security']]).toEqual([url, undefined]);
    const tls = (await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } })).headers();
    expect([url, tls['strict-transport-security']]).toEqual([url, 'max-age=31536000']);
  }
  const policy = (await request.get('/pg')).headers()['content-security-policy'] ?? '';
  expect(policy.split('; ').find((directive) => directive.startsWith('frame-src'))).toBe(
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org',
  );

  // A URL the API cannot decode answers in its own shape.
  const broken = await request.get(`${API_URL}/properties/%E0%A4%A`);
  expect([broken.status(), await broken.json()]).toEqual([
    400,
    { status: false, message: 'The address is not a valid URL.' },
  ]);
});

test('no source map is served, and the scripts name none', async ({ request }) => {
  const root = path.resolve(__dirname, '..', '..');
  for (const app of ['shell', 'mf-auth', 'mf-search', 'mf-account', 'mf-lister', 'mf-content', 'mf-admin']) {
    const base = `http://localhost:${TEST_PORTS[app as keyof typeof TEST_PORTS]}`;
    // Whatever an older build left on disk is not served either.
    const onDisk = fs.readdirSync(path.join(root, app, 'dist')).filter((name) => name.endsWith('.map'));
    for (const name of [app === 'shell' ? 'main.js.map' : 'remoteEntry.js.map', ...onDisk.slice(0, 3)])
      expect([app, name, (await request.get(`${base}/${name}`)).status()]).toEqual([app, name, 404]);
  }
  const entry = await request.get(`http://localhost:${TEST_PORTS['mf-search']}/remoteEntry.js`);
  expect(await entry.text()).not.toContain('sourceMappingURL');
});

test('a listing map shows under the policy', async ({ page, request }) => {
  const violations = await watchViolations(page);
  // A seeded listing with a map pin (listings other tests make may have none).
  const { data } = await (await request.get(`${API_URL}/get-all-pgs?per_page=50`)).json();
  let mapped: number | undefined;
  for (const { propty_id } of data as Array<{ propty_id: number }>) {
    const detail = await (await request.get(`${API_URL}/get-property-details-by-id/${propty_id}`)).json();
    if (detail.data.property.lat !== null) {
      mapped = propty_id;
      break;
    }
  }
  expect(mapped).toBeDefined();
  await page.goto(`/pgdetails/${mapped}`);
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('the site and the API listen on this machine only', async () => {
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  test.skip(!outward, 'this machine has no other interface to try');
  const refused = (port: number) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, outward!);
      socket.setTimeout(2000, () => {
        socket.destroy();
        resolve('timeout');
      });
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  for (const port of [TEST_PORTS.shell, TEST_PORTS['mf-search'], TEST_PORTS.api])
    expect([port, await refused(port)]).toEqual([port, 'ECONNREFUSED']);
});
