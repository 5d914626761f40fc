import { expect, test } from '@playwright/test';
import { API_URL } from '../ports';
import { latestCode, newCustomer, newIdentity, openLogin, signInWith } from './helpers';

/** A 48x48 PNG (orange square on navy): a real picture for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAj0lEQVRoge2YuxHAMAxCNYBnYBA6TZJdvZiyQhof58sr6AVGH1zyMzej0gUIAs6rKCzkvJKiiX0nKl2AIOC8isJC/q7C7nUUOt3EEGheYLDQpokXU0iM0WaRDZvYnBKLY25zjZpzegg0TSJ7iJSbUL/4lZgbUekCBAHnVRQWcl5J0cS+E5UuQBBwXkX92UIvdH0s8TjQZL4AAAAASUVORK5CYII=',
  'base64',
);

test('edit the profile and upload a photo that shows in the menu', async ({ page, request }) => {
  const me = await newCustomer(request, 'account');
  await signInWith(page, me);
  await page.goto('/myaccount');
  const menu = page.getByRole('complementary', { name: 'Account menu' });
  await expect(menu.getByTestId('account-name')).toHaveText('Welcome, Meera Iyer');

  const first = page.getByLabel('First Name');
  await expect(first).toHaveValue('Meera');
  await expect(page.getByLabel('Email')).toHaveValue(me.email);
  await expect(page.getByLabel('Registration Date')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Registration Date')).not.toHaveValue('');

  await first.fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await first.fill('Priya');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(menu.getByTestId('account-name')).toHaveText('Welcome, Priya Iyer');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');

  // A new email is saved only with the code sent to it.
  const newEmail = newIdentity('moved').email;
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(
    page.getByText('We sent a code to your new email. Enter it to confirm the change.'),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, newEmail));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);

  // No file chosen: the spec's message. Then a real picture.
  await menu.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select an image before uploading.')).toBeVisible();
  await menu
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await menu.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Profile image updated successfully')).toBeVisible();
  const avatar = menu.getByRole('img', { name: 'Priya Iyer' });
  await expect(avatar).toHaveAttribute('src', /\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  // It stays after a reload (the stored user and the server agree).
  await page.reload();
  await expect(menu.getByRole('img', { name: 'Priya Iyer' })).toHaveAttribute('src', /\/storage\/avatars\//);
});

test('change the password, then sign in with the new one', async ({ page, request }) => {
  const me = await newCustomer(request, 'account');
  // A second session elsewhere, which the change must end.
  const elsewhere = await request.post(`${API_URL}/user-login`, {
    data: { email_or_phone: me.email, password: me.password, user_type: 'Customer' },
  });
  const otherToken = (await elsewhere.json()).token as string;
  await signInWith(page, me);
  await page.goto('/user/change-password');

  const newPassword = 'Naya#Ghar2027';
  await page.getByLabel(/^Current Password/).fill('Wrong#2026x');
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm New Password/).fill('Naya#Ghar2028');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel(/^Confirm New Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();

  await page.getByLabel(/^Current Password/).fill(me.password);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel(/^Current Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  const gone = await request.get(`${API_URL}/me`, { headers: { authorization: `Bearer ${otherToken}` } });
  expect(gone.status()).toBe(401);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Sign Up' }).first()).toBeVisible();
  // Logout reloads home once the session is gone: wait for it, or the next page.goto races it.
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('load');

  let dialog = await openLogin(page);
  await dialog.getByLabel('Email or Phone Number').fill(me.email);
  await dialog.getByLabel('Password', { exact: true }).fill(me.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Invalid username or password. Please try again.')).toBeVisible();

  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByTestId('account-name')).toHaveText('Welcome, Meera Iyer');

  // Your Activities shows the change and the failed attempt.
  await page.getByRole('link', { name: 'Your Activities' }).click();
  const events = page.getByRole('list', { name: 'Account events' });
  await expect(events.getByText('Password changed')).toBeVisible();
  await expect(events.getByText('Failed sign-in attempt')).toBeVisible();
});

test('shortlist from the results screen, then sort and remove on the shortlist page', async ({
  page,
  request,
}) => {
  const me = await newCustomer(request, 'account');
  await signInWith(page, me);
  await page.goto('/pg');
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();

  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = cards.nth(i);
    names.push((await card.getAttribute('aria-label')) ?? '');
    await card.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  }
  await expect(page.getByText('Added to your shortlist').first()).toBeVisible();

  await page.goto('/user/wishlist');
  const list = page.getByRole('list', { name: 'Shortlisted properties' });
  const shown = list.getByRole('article');
  await expect(shown).toHaveCount(3);
  const order = () => shown.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  // Newest First by default: the last one added comes first.
  await expect.poll(order).toEqual([...names].reverse());

  const prices = async () =>
    (await list.getByTestId('shortlist-price').allTextContents()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
  await page.getByRole('combobox', { name: 'Sort By' }).click();
  await page.getByRole('option', { name: 'Price - Low to High' }).click();
  const low = await prices();
  expect(low).toEqual([...low].sort((a, b) => a - b));
  await page.getByRole('combobox', { name: 'Sort By' }).click();
  await page.getByRole('option', { name: 'Price - High to Low' }).click();
  const high = await prices();
  expect(high).toEqual([...low].sort((a, b) => b - a));
  await page.getByRole('combobox', { name: 'Sort By' }).click();
  await page.getByRole('option', { name: 'Oldest First' }).click();
  await expect.poll(order).toEqual(names);

  // Listings may share a name: remove through each card's own button, top card first.
  for (let left = names.length - 1; left >= 0; left -= 1) {
    const top = shown.first();
    await top
      .getByRole('button', { name: `Remove ${await top.getAttribute('aria-label')} from shortlist` })
      .click();
    await expect(shown).toHaveCount(left);
  }
  await expect(page.getByText('Removed from your shortlist').first()).toBeVisible();
  await expect(page.getByText('You do not have any list here.')).toBeVisible();
  await expect(page.getByText('Add PG, hostel, mess or room first.')).toBeVisible();
});
