import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';
import { newCustomer, newLister, signInWith } from './helpers';
import { publishedPg, uniqueWord } from './listings';

// A seeker books a visit from a listing's page on a phone; the owner confirms it from the lead inbox (mf-lister);
// the seeker sees it confirmed in My enquiries (mf-account); both got a mail. Nobody else can read the thread,
// and a visitor sees the owner's numbers masked.

test.use({ viewport: { width: 360, height: 740 } });

/** The dev outbox's subjects for an address, newest first. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`${API_URL}/dev/outbox`, { params: { to } });
  return ((await response.json()).data as Array<{ subject: string }>).map((mail) => mail.subject);
}

async function openListing(page: Page, id: number, name: string) {
  await page.goto(`/pgdetails/${id}`);
  // Under load (five builds on two cores) the page can take over ten seconds.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

test('a seeker books a visit, the owner confirms it in the lead inbox, the seeker sees it confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newLister(request, 'owner');
  const seeker = await newCustomer(request, 'seeker', ['Divya', 'Nair']);
  const stranger = await newCustomer(request, 'stranger');
  const name = `${uniqueWord('Visit')} PG`;
  const id = await publishedPg(request, owner, name);

  // The seeker, signed in, books a visit from the listing's page.
  await signInWith(page, seeker);
  await openListing(page, id, name);
  await page.getByRole('button', { name: 'Book a visit' }).first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(dialog.getByRole('tab', { name: 'Book a visit', selected: true })).toBeVisible();
  const days = dialog.getByRole('group', { name: 'Day' });
  // Tomorrow: the second day of the row (today's slots may all be past).
  const day = days.getByRole('button').nth(1);
  const dayLabel = (await day.textContent())!.trim();
  await day.click();
  await dialog.getByRole('group', { name: 'Time' }).getByRole('button', { name: '11 AM – 1 PM' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your visit request has been sent to the owner.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect.poll(() => subjectsTo(request, owner.email)).toContain(`Visit request for ${name}`);
  const threads = await request.get(`${API_URL}/enquiries`, {
    headers: { Authorization: `Bearer ${seeker.token}` },
  });
  const threadId = (await threads.json()).data[0].id as number;

  // A third user cannot read it: the thread does not exist for them.
  const foreign = await request.get(`${API_URL}/enquiries/${threadId}`, {
    headers: { Authorization: `Bearer ${stranger.token}` },
  });
  expect(foreign.status()).toBe(404);

  // The owner confirms it from the lead inbox.
  await signInWith(page, owner);
  await page.goto('/user/leads');
  const lead = page.getByRole('link', { name: new RegExp(`^${name}, Divya`) });
  await expect(lead).toBeVisible({ timeout: 30_000 });
  await expect(lead.getByText('Visit requested', { exact: true })).toBeVisible();
  await lead.click();
  await expect(page).toHaveURL(new RegExp(`/user/leads/${threadId}$`));
  const visit = page.getByRole('region', { name: 'Visit', exact: true });
  await expect(visit).toContainText(dayLabel);
  await visit.getByRole('button', { name: 'Confirm' }).click();
  await expect(visit.getByText('Visit confirmed', { exact: true })).toBeVisible();
  await expect.poll(() => subjectsTo(request, seeker.email)).toContain(`Visit confirmed: ${name}`);

  // The seeker sees it confirmed in My enquiries, with an unread answer on the header's My Account.
  await signInWith(page, seeker);
  await page.goto('/user/enquiries');
  const mine = page.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByText('Visit confirmed', { exact: true })).toBeVisible();
  await mine.click();
  await expect(
    page.getByRole('region', { name: 'Visit', exact: true }).getByText('Visit confirmed', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visit', exact: true })).toContainText(dayLabel);
});

test('a visitor sees the owner’s numbers masked with "Sign in to call"; signed in, they are tap-to-call links', async ({
  page,
  request,
}) => {
  const owner = await newLister(request, 'caller-owner');
  const name = `${uniqueWord('Masked')} PG`;
  const id = await publishedPg(request, owner, name);

  await openListing(page, id, name);
  // Exact: the contact dialog, mounted closed once the page has settled, is "Contact the owner of <name>".
  const box = page.getByLabel('Contact the owner', { exact: true });
  await expect(box).toContainText('98••••••45');
  await expect(box.getByRole('link', { name: /9845012345/ })).toHaveCount(0);
  expect(await page.content()).not.toContain('9845012345');
  const bar = page.getByRole('region', { name: 'Call or shortlist' });
  await bar.getByRole('button', { name: 'Sign in to call' }).click();
  const login = page.getByRole('dialog');
  await expect(login.getByText('Sign in to call')).toBeVisible();

  const seeker = await newCustomer(request, 'caller');
  await signInWith(page, seeker);
  await openListing(page, id, name);
  await expect(box.getByRole('link', { name: '9845012345' })).toHaveAttribute('href', 'tel:9845012345');
  await expect(bar.getByRole('link', { name: 'Call 9845012345' })).toHaveAttribute('href', 'tel:9845012345');
  await expect(page.getByRole('button', { name: 'Sign in to call' })).toHaveCount(0);
});

test('a signed-out seeker writes to the owner, signs in when sending, and the same message goes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newLister(request, 'intent-owner');
  const seeker = await newCustomer(request, 'intent-seeker');
  const name = `${uniqueWord('Ask')} PG`;
  const id = await publishedPg(request, owner, name);

  await openListing(page, id, name);
  await page
    .getByRole('region', { name: 'Call or shortlist' })
    .getByRole('button', { name: 'Contact owner' })
    .click();
  const form = page.getByRole('dialog', { name: new RegExp(name) });
  await form.getByRole('button', { name: 'Is food included in the price?' }).click();
  const text = `${await form.getByLabel('Your message').inputValue()}\nI start work on Monday.`;
  await form.getByLabel('Your message').fill(text);
  await form.getByRole('button', { name: 'Send' }).click();

  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByText('Sign in to send your enquiry')).toBeVisible({ timeout: 30_000 });
  await login.getByLabel('Email or Phone Number').fill(seeker.email);
  await login.getByLabel('Password', { exact: true }).fill(seeker.password);
  await login.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Your enquiry has been sent to the owner.').first()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pgdetails/${id}$`));
  const threads = await request.get(`${API_URL}/enquiries`, {
    headers: { Authorization: `Bearer ${seeker.token}` },
  });
  const [thread] = (await threads.json()).data;
  expect(thread.listing_name).toBe(name);
  const full = await request.get(`${API_URL}/enquiries/${thread.id}`, {
    headers: { Authorization: `Bearer ${seeker.token}` },
  });
  const messages = (await full.json()).data.messages as Array<{ body: string }>;
  expect(messages.map((message) => message.body)).toEqual([text]);
  await expect.poll(() => subjectsTo(request, owner.email)).toContain(`New enquiry for ${name}`);
});
