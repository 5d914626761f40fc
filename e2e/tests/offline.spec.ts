import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newCustomer, newLister, signInWith } from './helpers';
import { fillAddressStep, publishedPg, uniqueWord } from './listings';

// The network drops in the middle of what a user is doing: the page stays, says "You're offline", keeps what
// was typed, and the same action works once the network is back, without a reload. Chromium's own offline mode
// (context.setOffline): navigator.onLine goes false, every request and chunk download fails.

const OFFLINE = "You're offline. Check your connection and try again.";
const banner = (page: Page) => page.getByTestId('network-banner');

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(banner(page)).toHaveText("You're offline");
}

/**
 * Back online: the banner says "Retrying…" while what failed loads again, then goes. "Retrying…" shows for about
 * a second, which polling can miss on a busy machine (a poll is a round trip to a renderer that is loading what
 * failed), so a MutationObserver in the page records every text the banner shows and the test reads them after.
 */
async function goOnline(page: Page, context: BrowserContext) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bannerTexts: string[] }).bannerTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="network-banner"]')?.textContent ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  const shown = await page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts);
  expect(shown).toContain('Retrying…');
}

test.use({ viewport: { width: 360, height: 740 } });

test('a wizard step saved offline says so, keeps every field, and saves once back online', async ({
  page,
  context,
  request,
}) => {
  const owner = await newLister(request, 'offline-wizard');
  const name = `${uniqueWord('Neem')} PG`;
  await signInWith(page, owner);
  await page.goto('/user/pg');
  await fillAddressStep(page, {
    name: name,
    locality: 'Koramangala',
    line1: '14, 5th Cross, 4th Block',
    pin: '560034',
    phone: '9876543210',
  });

  await goOffline(page, context);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The error toast (its code came with the page) instead of a blank page.
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(page.getByLabel(/^Accommodation name/)).toHaveValue(name);
  await expect(page.getByLabel(/^PIN code/)).toHaveValue('560034');

  await goOnline(page, context);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('tab', { name: 'PG Accommodation Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/user\/pg\/\d+$/);
});

test('offline on the results: the heart and the filter sheet say so, and both work once back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const me = await newCustomer(request, 'offline-heart');
  await signInWith(page, me);
  await page.goto('/pg');
  const first = page.locator('main article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // That listing by its name: the results reload once the network is back, and a listing another test
  // publishes meanwhile comes first.
  const card = page
    .getByRole('article', { name: (await first.getAttribute('aria-label'))!, exact: true })
    .first();

  await goOffline(page, context);
  await page.screenshot({ path: testInfo.outputPath('offline-banner-360.png') });
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to shortlist' })).toBeVisible();

  // The filter sheet opens; its budget slider's code cannot download yet, the rest of it works.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: /^Filters/ });
  await expect(sheet.getByRole('checkbox', { name: 'With food' })).toBeVisible();
  await expect(sheet.getByRole('slider', { name: 'Minimum budget' })).toHaveCount(0);

  // Back online, the slider arrives by itself and the heart saves.
  await goOnline(page, context);
  await expect(sheet.getByRole('slider', { name: 'Minimum budget' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close filters' }).click();
  await expect(sheet).toBeHidden();
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await sheet.getByRole('checkbox', { name: 'With food' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'With food' })).toBeChecked();
  await sheet.getByRole('button', { name: /^Show [\d,]+\+? results?$/ }).click();
  await expect(page).toHaveURL(/food=with/);
});

test('an enquiry sent offline keeps its text and goes once back online', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const owner = await newLister(request, 'offline-owner');
  const seeker = await newCustomer(request, 'offline-seeker');
  const name = `${uniqueWord('Offline')} PG`;
  const id = await publishedPg(request, owner, name);
  await signInWith(page, seeker);
  await page.goto(`/pgdetails/${id}`);
  const contactOwner = page
    .getByRole('region', { name: 'Call or shortlist' })
    .getByRole('button', { name: 'Contact owner' });
  await expect(contactOwner).toBeVisible({ timeout: 30_000 });

  // Opened offline, the dialog waits for its form's code and shows it once the network is back.
  await goOffline(page, context);
  await contactOwner.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(dialog).toBeVisible();
  await goOnline(page, context);
  const message = dialog.getByLabel('Your message');
  const text = `Is there a room from the 1st? ref ${Date.now()}`;
  await message.fill(text);

  await goOffline(page, context);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(OFFLINE)).toBeVisible();
  await expect(message).toHaveValue(text);

  await goOnline(page, context);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your enquiry has been sent to the owner.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test.describe('signing out', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/signout clears local storage and shows the home page; Logout offline shows home too', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const me = await newCustomer(request, 'offline-signout');
    await signInWith(page, me);
    await page.evaluate(() => localStorage.setItem('recent-search', 'pg in Pune'));
    await page.goto('/signout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login / Sign Up' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // Logout with no network: the session ends and home shows, not the browser's error page. (A new account:
    // /signout revoked the first one's token.)
    await signInWith(page, await newCustomer(request, 'offline-logout'));
    await page.goto('/about');
    const logout = page.getByRole('button', { name: 'Logout' }).first();
    await expect(logout).toBeVisible();
    await goOffline(page, context);
    await page.screenshot({ path: testInfo.outputPath('offline-banner-1280.png') });
    await logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login / Sign Up' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The home page's code could not download offline: back online, it arrives by itself.
    await goOnline(page, context);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toHaveCount(0);
  });
});
