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
