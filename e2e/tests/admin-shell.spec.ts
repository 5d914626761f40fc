import { expect, type Page, test } from '@playwright/test';
import { API_URL, TEST_PORTS } from '../ports';
import { latestCode, newCustomer, newLister, signInWith } from './helpers';
import { OPERATOR } from './operator';

// The operator console is a remote of its own (mf-admin): the shell mounts it at /admin for a signed-in operator
// only, and shows the operator sign-in there to anyone else. Nobody else's browser ever asks its server for
// anything: not the manifest, not remoteEntry.js, not a chunk.

const ADMIN_ORIGIN = `:${TEST_PORTS['mf-admin']}`;

/** Every URL the page requests from mf-admin's server, from now on. */
function recordAdminRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host.endsWith(ADMIN_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

async function expectOperatorSignIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
}

test.describe('/admin for anyone but an operator', () => {
  test('a visitor gets the operator sign-in and never downloads the console', async ({ page }) => {
    const adminRequests = recordAdminRequests(page);
    const response = await page.goto('/admin');
    // The static server knows the console's addresses (no 404 status for a deep link).
    expect(response?.status()).toBe(200);
    await expectOperatorSignIn(page);
    await page.goto('/admin/listings/1');
    await expectOperatorSignIn(page);
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    expect(adminRequests).toEqual([]);
  });

  for (const [who, makeAccount] of [
    ['a Search User', newCustomer],
    ['a Lister', newLister],
  ] as const) {
    test(`${who} gets the operator sign-in, no Console link, and never downloads the console`, async ({
      page,
      request,
    }) => {
      const account = await makeAccount(request, `admin-shell-${who.split(' ').at(-1)!.toLowerCase()}`);
      const adminRequests = recordAdminRequests(page);
      await signInWith(page, account);
      await page.goto('/admin');
      await expectOperatorSignIn(page);
      await expect(page.getByText(/You are signed in as a (Search User|Lister)\./)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);
      // Around the site and back: still nothing from mf-admin.
      await page.goto('/about');
      await page.goto('/admin/reports');
      await expectOperatorSignIn(page);
      expect(adminRequests).toEqual([]);
    });
  }
});

test('the operator signs in at /admin with the emailed code and the console replaces the sign-in', async ({
  page,
  request,
}) => {
  const adminRequests = recordAdminRequests(page);
  await page.goto('/admin');
  await expectOperatorSignIn(page);

  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeField = page.getByLabel('Enter the code we emailed you');
  await expect(codeField).toBeVisible();
  await expect(page.getByText('We sent a sign-in code to your email.')).toBeVisible();
  expect(adminRequests).toEqual([]);

  // A wrong code first: said under the field, still signed out.
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The code step's mail is in the outbox by the time the field shows (the API sends before answering).
  await codeField.fill(await latestCode(request, OPERATOR.email));
  await page.getByRole('button', { name: 'Sign in' }).click();

  const consoleMenu = page.getByRole('navigation', { name: 'Console' });
  await expect(consoleMenu).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: /^Listings waiting for review \d+/ })).toBeVisible();
  // Now, and only now, the console's remote was downloaded (this also proves the recording sees it).
  expect(adminRequests.some((url) => url.includes('mf-manifest.json'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('usertype'))).toBe('Admin');

  // The header's way back to the console, and the menu's sections.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Console' }).first().click();
  await expect(consoleMenu).toBeVisible();
  await consoleMenu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // A reload keeps the operator in the console.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // The session ends on the server (as after 30 idle minutes): the next call's 401 clears it, and /admin
  // shows the sign-in again.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const logout = await request.post(`${API_URL}/user-logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.reload();
  await expectOperatorSignIn(page);
  await expect(consoleMenu).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
