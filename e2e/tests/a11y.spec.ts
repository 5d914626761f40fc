import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newCustomer, newLister, signInWith } from './helpers';

/** Serious and critical accessibility problems axe-core finds in what the page shows now (or in `within`). */
async function seriousProblems(page: Page, within?: string) {
  let builder = new AxeBuilder({ page });
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for a dialog's opening transition to end: axe would measure its text half faded in. */
async function settled(page: Page) {
  const container = page.locator('.MuiDialog-container').last();
  await expect.poll(() => container.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

/** Opens a page and waits until its main content is there (no loading state left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('accessibility (axe-core): no serious or critical problems', () => {
  for (const width of [360, 1280]) {
    test(`public pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: Record<string, string[]> = {};
      for (const path of [
        '/',
        '/pg',
        '/blog',
        '/about',
        '/contact',
        '/faq',
        '/privacy_policies',
        '/no-such-page',
      ]) {
        await open(page, path);
        found[path] = await seriousProblems(page);
      }
      await open(page, '/pg');
      await page.locator('a[href^="/pgdetails/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.detail = await seriousProblems(page);
      await open(page, '/blog');
      await page.locator('main a[href^="/blogdetails/"]').first().click();
      await expect(page).toHaveURL(/\/blogdetails\//);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
      found.article = await seriousProblems(page);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    });
  }

  test('dialogs: login, sign up, keyword search', async ({ page }) => {
    const found: Record<string, string[]> = {};
    await open(page, '/');
    await page.getByRole('button', { name: 'Login / Sign Up' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await settled(page);
    found.login = await seriousProblems(page, '[role="dialog"]');
    await dialog
      .getByRole('button', { name: /sign up/i })
      .first()
      .click();
    await expect(dialog.getByRole('heading', { name: /sign up/i })).toBeVisible();
    await settled(page);
    found.signUp = await seriousProblems(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Keyword Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    found.keywordSearch = await seriousProblems(page, '[role="dialog"]');
    expect(found).toEqual({ login: [], signUp: [], keywordSearch: [] });
  });

  test('signed-in pages of a Customer and a Lister', async ({ page, request }) => {
    const found: Record<string, string[]> = {};
    await signInWith(page, await newCustomer(request, 'a11y-customer'));
    for (const path of ['/myaccount', '/user/change-password', '/user/wishlist', '/user/activities']) {
      await open(page, path);
      found[path] = await seriousProblems(page);
    }
    await signInWith(page, await newLister(request, 'a11y-lister'));
    for (const path of ['/user/view-all-listing', '/user/pg']) {
      await open(page, path);
      found[path] = await seriousProblems(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
  });
});
