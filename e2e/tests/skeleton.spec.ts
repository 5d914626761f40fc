import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_URL } from '../ports';
import { newCustomer } from './helpers';

test('the home page is the shell with a page from mf-content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Basera home' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Find your PG, hostel, mess or shared room' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search PG Sharing' })).toHaveAttribute('href', '/search_pg');
  await expect(page.getByText('© Basera. All rights reserved.')).toBeVisible();
  // The title the server wrote for home (GET /api/seo/page), which the page keeps.
  await expect(page).toHaveTitle(/^\S.* \| Basera$/);
});

test('a session set through the shell store is seen live inside mf-account (one store)', async ({
  page,
  request,
}) => {
  // A real session: the header asks the API for the unread count, and a token the API does not know signs out.
  const me = await newCustomer(request, 'one-store', ['Asha', 'Rao']);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login / Sign Up' }).first()).toBeVisible();
  await page.evaluate(({ token, user }) => {
    window.basera?.auth.getState().setSession({ token, user, usertype: 'Customer' });
  }, me);
  // The header (shell) switches at once.
  await page.getByRole('link', { name: 'My Account' }).first().click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByTestId('account-name')).toHaveText('Welcome, Asha Rao');
  // A change made through the shell's handle re-renders the remote without a reload: same instance.
  await page.evaluate(() => {
    const auth = window.basera!.auth;
    auth.getState().setUser({ ...auth.getState().user!, fname: 'Meera' });
  });
  await expect(page.getByTestId('account-name')).toHaveText('Welcome, Meera Rao');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(me.token);
});

test("a Lister's guarded page sends a visitor home with the login box in post mode", async ({ page }) => {
  await page.goto('/user/view-all-listing');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Lister')).toBeChecked();
  await expect(dialog.getByLabel('Search User')).toHaveCount(0);
});

test("a seeker's guarded page opens the login box with both user types (README: differences)", async ({
  page,
}) => {
  await page.goto('/user/wishlist');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sign in to see your shortlist')).toBeVisible();
  await expect(dialog.getByLabel('Search User')).toBeVisible();
});

test('the footer shows the contact email from general settings', async ({ page, request }) => {
  const settings = await (await request.get(`${API_URL}/general-settings`)).json();
  const email: string = settings.general_settings.email;
  expect(email).toContain('@');
  await page.goto('/about');
  await expect(page.getByTestId('footer-email')).toHaveText(email);
  await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

test.describe('a remote that is down', () => {
  // The test moves mf-search in the browser's copy of remotes.json only; the page's security policy names the
  // remotes' origins from the server's registry (a deployment that moves a remote changes both), so it is off
  // here. security.spec.ts tests the policy.
  test.use({ bypassCSP: true });
  let searchServer: ChildProcess | null = null;
  test.afterEach(() => {
    searchServer?.kill();
    searchServer = null;
  });

  test('shows Retry on its routes while header, footer and other remotes work, and recovers', async ({
    page,
  }) => {
    // mf-search is registered at a port where nothing runs yet: its server is stopped.
    const port = await freePort();
    await page.route('**/remotes.json', async (route) => {
      const registry = await (await route.fetch()).json();
      registry.mf_search = `http://localhost:${port}/mf-manifest.json`;
      await route.fulfill({ json: registry });
    });

    await page.goto('/pg');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basera home' })).toBeVisible();
    await expect(page.getByText('© Basera. All rights reserved.')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { name: 'About Basera' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Start mf-search and press Retry: the section loads without a page reload.
    searchServer = spawn(
      process.execPath,
      [path.join(__dirname, '..', '..', 'scripts', 'serve-app.mjs'), 'mf-search', String(port)],
      {
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        async () => (await fetch(`http://localhost:${port}/mf-manifest.json`).catch(() => null))?.status ?? 0,
      )
      .toBe(200);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Find your stay' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'breadcrumb' }).getByText('PG', { exact: true }),
    ).toBeVisible();
  });
});
