import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newCustomer, newLister, openLogin, signInWith } from './helpers';
import { publishedPg, uniqueWord } from './listings';
import { operator } from './operator';

/** Serious and critical accessibility problems axe-core finds in what the page shows now (or in `within`). */
async function seriousProblems(page: Page, within?: string) {
  // Colours as they settle: a button turning enabled fades from grey to its colour (MUI's 250 ms transition),
  // and axe measuring it half-way reports a contrast no visitor reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Finite ones only: a spinner or a skeleton's wave never ends.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a fresh page per scan to merge frames' results,
  // about 1 s more a scan on two cores. The only frames here are third parties' (map, video), not ours to fix.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for a dialog's opening transition to end: axe would measure its text half faded in. The open one: the
 * keyword box stays mounted, hidden, once its code is here.
 */
async function settled(page: Page) {
  const container = page.locator('.MuiDialog-container:visible').last();
  await expect.poll(() => container.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

/** Opens a page and waits until its main content is there (no loading state left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('accessibility (axe-core): no serious or critical problems', () => {
  // The dialog and wizard tests scan up to a dozen views, at a second or two a scan on two cores.
  test.describe.configure({ timeout: 90_000 });
  // One test per page: axe takes seconds a page on two cores, and each page gets the test's whole time.
  for (const width of [360, 1280]) {
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
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        expect(await seriousProblems(page)).toEqual([]);
      });
    }

    // The operator console (mf-admin), signed in as the seeded operator; the queue has the seeded pending listings.
    for (const path of [
      '/admin',
      '/admin/listings',
      '/admin/reports',
      '/admin/users',
      '/admin/content/faqs',
      '/admin/audit',
    ]) {
      test(`the console's ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await signInWith(page, operator());
        await open(page, path);
        expect(await seriousProblems(page)).toEqual([]);
      });
    }

    test(`the console's review screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInWith(page, operator());
      await open(page, '/admin/listings');
      await page.locator('main article a[href^="/admin/listings/"]').first().click();
      await expect(page.getByRole('button', { name: 'Approve and next' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousProblems(page)).toEqual([]);
    });

    test(`a listing's detail page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/pg');
      await page.locator('a[href^="/pgdetails/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousProblems(page)).toEqual([]);
    });

    test(`a blog article at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/blog');
      await page.locator('main a[href^="/blogdetails/"]').first().click();
      await expect(page).toHaveURL(/\/blogdetails\//);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
      expect(await seriousProblems(page)).toEqual([]);
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

  test('dialogs: forgot password, sign-up with its code boxes', async ({ page }) => {
    const found: Record<string, string[]> = {};
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(dialog.getByRole('heading', { name: /forgot password/i })).toBeVisible();
    await settled(page);
    found.forgotPassword = await seriousProblems(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Post Property' }).first().click();
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(`a11y.${Date.now()}@example.in`);
    await dialog.getByRole('button', { name: 'Verify with OTP' }).first().click();
    await expect(dialog.getByLabel('Email OTP')).toBeVisible();
    await settled(page);
    found.signUpCode = await seriousProblems(page, '[role="dialog"]');
    expect(found).toEqual({ forgotPassword: [], signUpCode: [] });
  });

  test("a result card's amenities dialog (wide screens: a phone's card leaves them to the detail page)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/pg');
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Amenities/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  });

  test('dialogs and panels of the results and detail pages, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const found: Record<string, string[]> = {};
    await open(page, '/pg');
    const card = page.locator('main article').first();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: /^Filters/ });
    await expect(sheet.getByRole('checkbox', { name: 'Beds free now' })).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Minimum budget' })).toBeVisible();
    await settled(page);
    found.phoneFilters = await seriousProblems(page, '[role="dialog"]');
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: /^PG · / }).click();
    await expect(page.getByRole('form', { name: 'Search properties' })).toBeVisible();
    found.phoneSearch = await seriousProblems(page, 'main');
    // A phone's card opens the listing from anywhere on it (its one photo too); the detail page has the gallery.
    await card.getByRole('img').first().click();
    await expect(page).toHaveURL(/\/pgdetails\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('main img').first().click();
    await expect(page.getByRole('dialog', { name: /photos$/ })).toBeVisible();
    await settled(page);
    found.detailLightbox = await seriousProblems(page, '[role="dialog"]');
    expect(found).toEqual({
      phoneFilters: [],
      phoneSearch: [],
      detailLightbox: [],
    });
  });

  test('a Lister’s listing: its menu, renew, free beds, deactivate and delete dialogs, every wizard step, the preview', async ({
    page,
    request,
  }) => {
    const owner = await newLister(request, 'a11y-owner');
    const name = `${uniqueWord('Axe')} PG`;
    const id = await publishedPg(request, owner, name);
    const found: Record<string, string[]> = {};
    await signInWith(page, owner);
    await open(page, '/user/view-all-listing');
    const card = page.getByRole('article', { name });
    const more = card.getByRole('button', { name: `More actions for ${name}` });
    await more.click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.menu = await seriousProblems(page, '[role="menu"]');
    for (const [item, key] of [
      ['Renew', 'renew'],
      ['Deactivate', 'deactivate'],
    ] as const) {
      if (!(await page.getByRole('menu').isVisible())) await more.click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      found[key] = await seriousProblems(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await card.getByRole('button', { name: 'Update free beds' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    found.freeBeds = await seriousProblems(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this listing?' })).toBeVisible();
    await settled(page);
    found.delete = await seriousProblems(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await open(page, `/user/pg/${id}`);
    const steps = page.getByRole('tablist', { name: 'Listing steps' }).getByRole('tab');
    const count = await steps.count();
    expect(count).toBeGreaterThan(3);
    for (let step = 0; step < count; step += 1) {
      const tab = steps.nth(step);
      const label = (await tab.textContent()) ?? String(step);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found[label] = await seriousProblems(page);
    }
    // Step 7's preview: the listing as seekers will see it, in a dialog.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: your listing as seekers will see it' });
    await expect(preview.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await settled(page);
    found.preview = await seriousProblems(page, '[role="dialog"]');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
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
