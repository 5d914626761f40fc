import { expect, type Page, test } from '@playwright/test';
import { TEST_PORTS } from '../ports';

const AUTH_ORIGIN = `http://localhost:${TEST_PORTS['mf-auth']}`;
const AUTH_ENTRY = `${AUTH_ORIGIN}/remoteEntry.js`;
const ALL_OF_AUTH = `${AUTH_ORIGIN}/**`;

/** Holds mf-auth's remoteEntry.js back until `release` is called, as a slow network would. */
async function holdAuthEntry(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(AUTH_ENTRY, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('a click on Login / Sign Up while mf-auth is still on its way opens the dialog when it arrives', async ({
  page,
}) => {
  const entry = await holdAuthEntry(page);
  await page.goto('/about');
  // Two quick clicks (an impatient user): one dialog in the end.
  await page.getByRole('button', { name: 'Login / Sign Up' }).first().dblclick();

  // While mf-auth is held back the user sees that sign-in is coming, not nothing.
  await expect.poll(entry.asked).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Loading sign in…' })).toBeVisible();

  entry.release();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await expect(dialog.getByLabel('Email or Phone Number')).toBeVisible();
});

test('with mf-auth down, Login / Sign Up says so and Retry opens the dialog once it is back', async ({
  page,
}) => {
  // mf-auth's server unreachable: its manifest, entry and chunks all fail.
  await page.route(ALL_OF_AUTH, (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await page.getByRole('button', { name: 'Login / Sign Up' }).first().click();

  const unavailable = page.getByRole('dialog', { name: 'Sign in is temporarily unavailable' });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByText('Please check your connection and try again.')).toBeVisible();

  await page.unroute(ALL_OF_AUTH);
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(unavailable).toHaveCount(0);
});
