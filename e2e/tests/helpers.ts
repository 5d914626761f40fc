import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../ports';

/** A unique email and phone per test run, so reruns on one database never collide. */
export function newIdentity(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${tag}.${stamp}@example.in`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Ghar#2026Safe',
  };
}

/** Reads the newest 6-digit code sent to an address from the API's dev outbox. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/outbox`, { params: { to } });
      const messages: Array<{ body: string }> = (await response.json()).data ?? [];
      code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Fills the sign-up form as a new user would, terms accepted; codes are still to be verified. */
export async function fillSignUp(
  dialog: Locator,
  me: ReturnType<typeof newIdentity>,
  [first, last]: [string, string],
) {
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByLabel('Email', { exact: true }).fill(me.email);
  await dialog.getByLabel('Phone Number').fill(me.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(me.password);
  await dialog.getByLabel('Confirm Password').fill(me.password);
  await dialog.getByRole('checkbox').check();
}

export async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login / Sign Up' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
  return dialog;
}

type UserType = 'Customer' | 'Lister';

const randomOctet = () => 1 + Math.floor(Math.random() * 254);

/**
 * A new account made through the API, as the sign-up form would (email code from the dev outbox), with a
 * live token. Nothing is stored in the browser.
 */
export async function newAccount(
  request: APIRequestContext,
  userType: UserType,
  tag: string,
  name: [string, string],
) {
  const me = newIdentity(tag);
  // Each account signs up from its own address (serve.mjs trusts the loopback proxy), as real users do: the
  // API's per-address limit on sign-up codes must not make one test depend on how many ran before it.
  const address = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  const api = (path: string, data: object) =>
    request.post(`${API_URL}${path}`, { data, headers: { 'X-Forwarded-For': address } });
  const ok = async (path: string, data: object) => {
    const res = await api(path, data);
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  };
  await ok('/email-send-otp', { email: me.email, usertype: userType });
  await ok('/email-verify-otp', { email: me.email, otp: await latestCode(request, me.email) });
  // A Lister verifies the phone too (owners are called by seekers).
  if (userType === 'Lister') {
    await ok('/phone-send-otp', { phone: me.phone, usertype: userType });
    await ok('/phone-verify-otp', { phone: me.phone, otp: await latestCode(request, me.phone) });
  }
  const res = await api('/user-register', {
    first_name: name[0],
    last_name: name[1],
    phone: me.phone,
    email: me.email,
    password: me.password,
    password_confirmation: me.password,
    user_type: userType,
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return { ...me, userType, token: body.token as string, user: body.user };
}

export type Account = Awaited<ReturnType<typeof newAccount>>;

export const newCustomer = (
  request: APIRequestContext,
  tag = 'customer',
  name: [string, string] = ['Meera', 'Iyer'],
) => newAccount(request, 'Customer', tag, name);

export const newLister = (
  request: APIRequestContext,
  tag = 'lister',
  name: [string, string] = ['Kiran', 'Rao'],
) => newAccount(request, 'Lister', tag, name);

/** Signs the browser in with a token, as the login form (or the operator sign-in) leaves it. */
export async function signInWith(
  page: Page,
  account: Pick<Account, 'token' | 'user'> & { userType: string },
) {
  await page.goto('/');
  await page.evaluate(({ token, user, userType }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('usertype', userType);
  }, account);
}

/** Holds the shell's entry back until `release()` is called: until then the page is index.html alone. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until a picture has downloaded and decoded (shown), not only until its element is in place. */
export async function expectPictureShown(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}
