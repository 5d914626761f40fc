import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, TEST_PORTS } from '../ports';
import { type Account, newCustomer, newLister, signInWith } from './helpers';

// A phone: the header's buttons live in its menu.
test.use({ viewport: { width: 360, height: 740 } });
// Each test makes an account through the API first: slower than most on a busy machine.
test.describe.configure({ timeout: 60_000 });

const AUTH_ENTRY = `http://localhost:${TEST_PORTS['mf-auth']}/remoteEntry.js`;

/** Opens the phone header's menu and clicks one of its buttons. */
async function fromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name }).click();
}

/** Signs in through the open login box, as a user types it. */
async function signIn(dialog: Locator, who: { email: string; password: string }) {
  await dialog.getByLabel('Email or Phone Number').fill(who.email);
  await dialog.getByLabel('Password', { exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

async function shortlistNames(request: Parameters<typeof newCustomer>[0], account: Account) {
  const answer = await request.get(`${API_URL}/wishlist`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = await answer.json();
  return body.data.properties.map((p: { accommodation_name: string }) => p.accommodation_name);
}

test('a signed-out heart says why it asks for sign-in, then saves the place where the user is', async ({
  page,
  request,
}) => {
  const me = await newCustomer(request, 'intent-heart');
  // mf-auth arrives late, as on a slow network: the heart's intent must wait for it.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(AUTH_ENTRY, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/hostel');
  // A card well down the first page: the user has scrolled past a few screens of cards.
  const card = page.getByRole('article').nth(6);
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const heart = card.getByRole('button', { name: 'Add to shortlist' });
  await heart.scrollIntoViewIfNeeded();
  const url = page.url();
  // The place is where the page is when the heart is tapped, and every scroll after: the click may scroll the
  // heart into view again first (Playwright does on a retry, to the heart's bottom edge), which is not the page.
  await page.evaluate(() => {
    const seen: { tapped?: number; moves: number[] } = { moves: [] };
    Object.assign(window, { heartScroll: seen });
    document.addEventListener('pointerdown', () => (seen.tapped ??= window.scrollY), {
      capture: true,
      once: true,
    });
    const log: unknown[] = [];
    Object.assign(window, { heartLog: log });
    const t0 = performance.now();
    const snap = (what: string) => {
      const a = document.activeElement as HTMLElement | null;
      log.push({
        what,
        t: Math.round(performance.now() - t0),
        y: window.scrollY,
        h: document.documentElement.scrollHeight,
        cards: document.querySelectorAll('article').length,
        active: a ? `${a.tagName}:${a.getAttribute('aria-label') ?? a.textContent?.slice(0, 20)}` : null,
        body: document.body.style.cssText,
        html: document.documentElement.style.cssText,
        dialogs: [...document.querySelectorAll('[role=dialog]')].map((d) =>
          d.getAttribute('aria-labelledby'),
        ),
      });
    };
    new ResizeObserver(() => snap('resize')).observe(document.body);
    new MutationObserver(() => snap('attr')).observe(document.body, { attributes: true });
    document.addEventListener('focusin', () => snap('focus'), true);
    // A scroll event comes on the frame after the scroll: the click's own scroll into view just before its
    // pointerdown is reported after it, at the tapped place (seen on CI: 2844 -> 2493, the tap at 2493). Only a
    // place other than the tapped one is a move.
    window.addEventListener('scroll', () => {
      snap('scroll');
      if (seen.tapped !== undefined && window.scrollY !== seen.tapped) seen.moves.push(window.scrollY);
    });
  });

  await heart.click();
  // While mf-auth is held back the user sees sign-in coming; then the box with the heart's reason.
  await expect(page.getByRole('dialog', { name: 'Loading sign in…' })).toBeVisible();
  release();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  // mf-auth's first load on a busy machine can take longer than the usual wait.
  await expect(dialog.getByText('Sign in to save this place')).toBeVisible({ timeout: 30_000 });
  await signIn(dialog, me);

  // The toast first: it shows with the filled heart but only for 2 s.
  await expect(page.getByText('Added to your shortlist')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = card.getByRole('button', { name: 'Remove from shortlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // Same page, same place on it, all along (not a jump up while the results were read again, then back).
  expect(page.url()).toBe(url);
  const { tapped, moves } = await page.evaluate(
    () => (window as unknown as { heartScroll: { tapped: number; moves: number[] } }).heartScroll,
  );
  expect(tapped).toBeGreaterThan(0);
  // A move fails with the page's story (scrolls, resizes, focus, dialogs) to find what moved it.
  const story = await page.evaluate(() => (window as unknown as { heartLog: unknown[] }).heartLog);
  expect(moves, JSON.stringify(story)).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(tapped);
  expect(await shortlistNames(request, me)).toEqual([name]);
});

test('right credentials with the wrong user type are guided once; the Lister then lands on the dashboard', async ({
  page,
  request,
}) => {
  const lister = await newLister(request, 'intent-type');
  await page.goto('/about');
  await fromMenu(page, 'Login / Sign Up');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByRole('radiogroup', { name: 'User type' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('radio', { name: 'Search User' })).toBeChecked();
  await signIn(dialog, lister);

  const guide = 'This is a Lister account: choose Lister';
  await expect(dialog.getByRole('alert')).toContainText(guide);
  // One message: not under a field, not in a toast as well.
  await expect(page.getByText(guide)).toHaveCount(1);
  await expect(page.getByText('Invalid username or password. Please try again.')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Sign in as Lister' }).click();
  // A Lister signing in from the header (no intent) lands on what needs doing today (issue 30).
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('usertype'))).toBe('Lister');
});

test('a wrong password reads the same whichever user type is chosen', async ({ page, request }) => {
  const lister = await newLister(request, 'intent-wrong');
  await page.goto('/about');
  await fromMenu(page, 'Login / Sign Up');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  for (const type of ['Search User', 'Lister']) {
    await dialog.getByRole('radio', { name: type }).check();
    await signIn(dialog, { email: lister.email, password: 'Wrong#2026x' });
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
    await expect(page.getByText('Invalid username or password. Please try again.')).toHaveCount(1);
  }
});

test('Post Property signed in: a Search User is told what to do, a Lister goes to the wizard', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'intent-post-customer');
  await signInWith(page, customer);
  await page.goto('/about');
  await fromMenu(page, 'Post Property');
  const told = page.getByRole('dialog', { name: 'Posting a property needs a Lister account' });
  await expect(told.getByText(/You are signed in as a Search User/)).toBeVisible();
  await expect(told.getByRole('button', { name: 'Logout' })).toBeVisible();
  await told.getByRole('button', { name: 'Close' }).click();
  await expect(told).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/about');

  await page.evaluate(() => localStorage.clear());
  const lister = await newLister(request, 'intent-post-lister');
  await signInWith(page, lister);
  await page.goto('/about');
  await fromMenu(page, 'Post Property');
  await expect(page.getByRole('heading', { name: 'What would you like to list?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'List your Hostel' }).click();
  await expect(page).toHaveURL(/\/user\/hostel$/);
  await expect(page.getByRole('heading', { name: 'List your Hostel' }).first()).toBeVisible();
});

test('Post Property signed out asks a Lister to sign in, then carries on to the wizard', async ({
  page,
  request,
}) => {
  const lister = await newLister(request, 'intent-post-out');
  await page.goto('/about');
  await fromMenu(page, 'Post Property');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByText('Sign in as a Lister to post your property')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByRole('radio', { name: 'Lister' })).toBeChecked();
  await signIn(dialog, lister);
  await expect(page.getByRole('heading', { name: 'What would you like to list?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'List your PG' }).click();
  await expect(page).toHaveURL(/\/user\/pg$/);
});

test('a guarded page asks with its own reason and opens once signed in', async ({ page, request }) => {
  const me = await newCustomer(request, 'intent-guard');
  await page.goto('/user/wishlist');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByText('Sign in to see your shortlist')).toBeVisible({ timeout: 30_000 });
  // A Search User can answer it: the box is not the Lister-only one.
  await expect(dialog.getByRole('radio', { name: 'Search User' })).toBeChecked();
  await signIn(dialog, me);
  await expect(page).toHaveURL(/\/user\/wishlist$/);
  await expect(page.getByText('You do not have any list here.')).toBeVisible();
});
