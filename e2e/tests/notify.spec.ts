import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';
import { type Account, newCustomer, newLister, signInWith } from './helpers';
import { indiaToday, publishedPg, uniqueWord } from './listings';

// Issue 30 on a 360 px phone, through the real shell and remotes: notifications that arrive (a visit's
// confirmation at once, whatever was mailed before it), the owner calling the seeker from the thread, a saved
// search's alert and a free bed's message in the dev outbox, the Lister's dashboard after sign-in, notification
// settings and the opt-out link of a message, signed out.

test.use({ viewport: { width: 360, height: 780 } });
// Each test makes accounts and listings through the API and loads several pages: long flows on two busy cores.
test.describe.configure({ timeout: 120_000 });

/** How long a notice that goes out "at once" may take to reach the outbox (the queue's worker, a busy machine). */
const AT_ONCE_MS = 10_000;

/** One message in the dev outbox. */
interface Sent {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The dev outbox's messages to an address or a phone number, newest first. */
async function sentTo(request: APIRequestContext, to: string): Promise<Sent[]> {
  const response = await request.get(`${API_URL}/dev/outbox`, { params: { to, limit: 50 } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as Sent[];
}

/** The first link in a message's text whose path matches `path` (absolute, as a mail client shows it). */
function linkIn(message: Sent, path: RegExp): string {
  const link = (message.body.match(/https?:\/\/[^\s<>"')]+/g) ?? []).find((url) =>
    path.test(new URL(url).pathname),
  );
  expect(link, `a link to ${path} in "${message.body}"`).toBeDefined();
  return link!;
}

const authorised = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function openListing(page: Page, id: number, name: string) {
  await page.goto(`/pgdetails/${id}`);
  // Under load (several builds on two cores) the page can take over ten seconds.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

/**
 * Books a visit from the open listing's page: the first day offered (today while one of its slots is ahead) and
 * its first slot not yet started. Returns the day and the slot as the form wrote them.
 */
async function bookVisit(page: Page, name: string) {
  await page.getByRole('button', { name: 'Book a visit' }).first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(dialog.getByRole('tab', { name: 'Book a visit', selected: true })).toBeVisible();
  // The owner sees the seeker's number: the seeker is told before sending.
  await expect(
    dialog
      .getByRole('tabpanel', { name: 'Book a visit' })
      .getByText('The owner will see your name and phone number to reply or call you.'),
  ).toBeVisible();
  const day = dialog.getByRole('group', { name: 'Day' }).getByRole('button').first();
  const dayLabel = (await day.textContent())!.trim();
  await day.click();
  const slot = dialog.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false }).first();
  const slotLabel = (await slot.textContent())!.trim();
  await slot.click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your visit request has been sent to the owner.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  return { dayLabel, slotLabel };
}

/** The seeker's only thread, as the API answers it. */
async function onlyThread(request: APIRequestContext, seeker: Account) {
  const threads = await request.get(`${API_URL}/enquiries`, { headers: authorised(seeker) });
  const data = (await threads.json()).data as Array<{ id: number }>;
  expect(data).toHaveLength(1);
  return data[0]!.id;
}

test('a seeker books, the owner writes and confirms: the confirmation reaches the seeker within seconds, and the owner can call the seeker', async ({
  page,
  request,
}) => {
  const owner = await newLister(request, 'notify-owner');
  const seeker = await newCustomer(request, 'notify-seeker', ['Priya', 'Menon']);
  const name = `${uniqueWord('Notice')} PG`;
  const id = await publishedPg(request, owner, name);
  // The seeker takes texts as well as mail.
  const prefs = await request.put(`${API_URL}/account/notifications`, {
    headers: authorised(seeker),
    data: { email: true, sms: true, whatsapp: false },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);

  await signInWith(page, seeker);
  await openListing(page, id, name);
  const { dayLabel } = await bookVisit(page, name);
  const threadId = await onlyThread(request, seeker);
  // The owner hears of the request at once.
  await expect
    .poll(async () => (await sentTo(request, owner.email)).map((mail) => mail.subject), {
      timeout: AT_ONCE_MS,
    })
    .toContainEqual(expect.stringContaining(name));

  // The owner opens the lead: the conversation at its latest message, the reply box in view, and the seeker's
  // name and number, which dials.
  await signInWith(page, owner);
  await page.goto(`/user/leads/${threadId}`);
  const reply = page.getByRole('textbox', { name: 'Your message' });
  await expect(reply).toBeVisible({ timeout: 30_000 });
  await expect(reply).toBeInViewport();
  await expect(page.getByText('Priya Menon').first()).toBeVisible();
  const call = page.getByRole('link', { name: new RegExp(seeker.phone) });
  await expect(call).toHaveAttribute('href', new RegExp(`^tel:(\\+91)?${seeker.phone}$`));
  await expect(call).toBeVisible();

  // A chat reply first: it is mailed to the seeker, which opens the chat messages' quiet window...
  await reply.fill('Yes, do come. Ask for Lakshmi at the gate.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Ask for Lakshmi at the gate.'),
  ).toBeVisible();
  await expect
    .poll(async () => (await sentTo(request, seeker.email)).map((mail) => mail.subject), {
      timeout: AT_ONCE_MS,
    })
    .toContain(`New message about ${name}`);

  // ...and the confirmation still goes at once, by mail and by SMS.
  const visit = page.getByRole('region', { name: 'Visit', exact: true });
  await expect(visit).toContainText(dayLabel);
  const before = await sentTo(request, seeker.email);
  const seen = new Set(before.map((mail) => mail.id));
  await visit.getByRole('button', { name: 'Confirm' }).click();
  const confirmedAt = Date.now();
  await expect(visit.getByText('Visit confirmed', { exact: true })).toBeVisible();
  let confirmation: Sent | undefined;
  await expect
    .poll(
      async () => {
        confirmation = (await sentTo(request, seeker.email)).find(
          (mail) => !seen.has(mail.id) && /confirmed/i.test(mail.subject),
        );
        return confirmation?.subject ?? '';
      },
      { timeout: AT_ONCE_MS, intervals: [250] },
    )
    .toContain(name);
  const arrivedIn = Date.now() - confirmedAt;
  test.info().annotations.push({ type: 'confirmation mailed in (ms)', description: String(arrivedIn) });
  expect(arrivedIn).toBeLessThan(AT_ONCE_MS);
  expect(confirmation!.body).toContain(dayLabel);
  // Every message carries its opt-out.
  linkIn(confirmation!, /^\/unsubscribe\/.+/);

  let text: Sent | undefined;
  await expect
    .poll(
      async () => {
        text = (await sentTo(request, seeker.phone)).find((sms) => /confirmed/i.test(sms.body));
        return text?.channel ?? '';
      },
      { timeout: AT_ONCE_MS },
    )
    .toBe('sms');
  expect(text!.body.length).toBeLessThanOrEqual(160);
});

test('a saved search’s alert arrives once a matching listing is published, and its link opens the listing', async ({
  page,
  request,
}) => {
  const seeker = await newCustomer(request, 'alert-seeker');
  const owner = await newLister(request, 'alert-owner');
  // Girls' PGs under Rs. 6,000: no other spec publishes one, so the next match is this test's listing.
  const search = '/pg?gender=Female&max_price=6000';

  await signInWith(page, seeker);
  await page.goto(search);
  await expect(page.getByTestId('result-count')).toContainText('found', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save this search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await save.getByLabel('Name').fill('Girls PGs under 6000');
  await expect(save.getByRole('radio', { name: /^As they come/ })).toBeChecked();
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved. We will tell you about new matches.').first()).toBeVisible();

  const name = `${uniqueWord('Alert')} PG`;
  const id = await publishedPg(request, owner, name, { gender: 'Female', monthlyCharge: 5500 });

  let alert: Sent | undefined;
  await expect
    .poll(
      async () => {
        alert = (await sentTo(request, seeker.email)).find((mail) =>
          `${mail.subject}\n${mail.body}`.includes(name),
        );
        return Boolean(alert);
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  linkIn(alert!, /^\/unsubscribe\/.+/);
  const link = linkIn(alert!, new RegExp(`^/pgdetails/${id}$`));

  // The link opens the listing on the site.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // My Account lists the search with its new match.
  await page.goto('/user/saved-searches');
  await expect(page.getByText('Girls PGs under 6000')).toBeVisible({ timeout: 30_000 });
});

test('a Lister signs in from the header and lands on the dashboard with the visit just booked', async ({
  page,
  request,
}) => {
  const owner = await newLister(request, 'dash-owner');
  const seeker = await newCustomer(request, 'dash-seeker', ['Anand', 'Joshi']);
  const name = `${uniqueWord('Dash')} PG`;
  const id = await publishedPg(request, owner, name);
  await signInWith(page, seeker);
  await openListing(page, id, name);
  const { dayLabel, slotLabel } = await bookVisit(page, name);
  const threadId = await onlyThread(request, seeker);
  const thread = await request.get(`${API_URL}/enquiries/${threadId}`, { headers: authorised(seeker) });
  const visitDate = (await thread.json()).data.visit.date as string;

  // Signed out, then in again from the phone header's menu, as the owner.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Login / Sign Up' })
    .click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('radio', { name: 'Lister' }).check();
  await login.getByLabel('Email or Phone Number').fill(owner.email);
  await login.getByLabel('Password', { exact: true }).fill(owner.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });

  // The visit is today's while one of today's slots was still ahead when it was booked, else it is coming up.
  const visits = page.getByRole('region', { name: /^Today.s visits/ });
  const visit =
    visitDate === indiaToday()
      ? visits
          .getByRole('list', { name: "Today's visits" })
          .getByRole('listitem', { name: `${slotLabel}: Anand Joshi` })
      : visits
          .getByRole('list', { name: 'Coming up' })
          .getByRole('listitem', { name: `${dayLabel}, ${slotLabel}: Anand Joshi` });
  await expect(visit).toBeVisible();
  await expect(visit).toContainText(name);
  await expect(visit.getByRole('link', { name: `Call Anand Joshi on ${seeker.phone}` })).toHaveAttribute(
    'href',
    `tel:${seeker.phone}`,
  );
  await visit.getByRole('link', { name: 'Conversation with Anand Joshi' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/leads/${threadId}$`));
});

test('notification settings save and stay saved', async ({ page, request }) => {
  const seeker = await newCustomer(request, 'prefs-seeker');
  await signInWith(page, seeker);
  await page.goto('/user/notifications');
  // One switch (or box) per channel, named by the channel.
  const sms = page.getByLabel(/^SMS/);
  const whatsapp = page.getByLabel(/^WhatsApp/);
  await expect(sms).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Email/)).toBeChecked();
  await expect(sms).not.toBeChecked();
  await sms.check();
  await whatsapp.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification settings have been saved.').first()).toBeVisible();
  await page.reload();
  await expect(sms).toBeChecked({ timeout: 30_000 });
  await expect(whatsapp).toBeChecked();
  const saved = await request.get(`${API_URL}/account/notifications`, { headers: authorised(seeker) });
  expect((await saved.json()).data).toMatchObject({ email: true, sms: true, whatsapp: true });
});

test('a message’s unsubscribe link works signed out', async ({ page, request }) => {
  const owner = await newLister(request, 'unsub-owner');
  const seeker = await newCustomer(request, 'unsub-seeker');
  const name = `${uniqueWord('Optout')} PG`;
  const id = await publishedPg(request, owner, name);
  await signInWith(page, seeker);
  await openListing(page, id, name);
  await bookVisit(page, name);
  let request_: Sent | undefined;
  await expect
    .poll(
      async () => {
        request_ = (await sentTo(request, owner.email)).find((mail) => mail.subject.includes(name));
        return Boolean(request_);
      },
      { timeout: AT_ONCE_MS },
    )
    .toBe(true);
  const link = linkIn(request_!, /^\/unsubscribe\/.+/);

  // Signed out: nobody in this browser.
  await page.evaluate(() => localStorage.clear());
  // Opening the link is the one click.
  await page.goto(link);
  await expect(page.getByText('You have been unsubscribed.')).toBeVisible({ timeout: 30_000 });
  const prefs = await request.get(`${API_URL}/account/notifications`, { headers: authorised(owner) });
  expect((await prefs.json()).data.email).toBe(false);
});

test('“Tell me when a bed frees up” on a full PG: one message when the Lister frees a bed', async ({
  page,
  request,
}) => {
  const owner = await newLister(request, 'bed-owner');
  const seeker = await newCustomer(request, 'bed-seeker');
  const name = `${uniqueWord('Full')} PG`;
  const id = await publishedPg(request, owner, name, { freeBeds: 0 });

  await signInWith(page, seeker);
  await openListing(page, id, name);
  const tellMe = page.getByRole('button', { name: 'Tell me when a bed frees up' });
  await expect(tellMe).toHaveAttribute('aria-pressed', 'false');
  await tellMe.click();
  await expect(page.getByText('We will tell you once when a bed frees up here.').first()).toBeVisible();
  await expect(tellMe).toHaveAttribute('aria-pressed', 'true');

  await signInWith(page, owner);
  await page.goto('/user/view-all-listing');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Update free beds' }).click();
  const beds = page.getByRole('dialog');
  await beds
    .getByLabel(/^Free$/)
    .first()
    .fill('1');
  // Free now: the row asks for a date only when "Free from a later date" is ticked.
  await expect(beds.getByLabel('Free from a later date').first()).not.toBeChecked();
  await beds.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/1 bed free/)).toBeVisible();

  await expect
    .poll(
      async () =>
        (await sentTo(request, seeker.email)).filter((mail) => `${mail.subject}\n${mail.body}`.includes(name))
          .length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const alert = (await sentTo(request, seeker.email)).find((mail) =>
    `${mail.subject}\n${mail.body}`.includes(name),
  )!;
  expect(linkIn(alert, new RegExp(`^/pgdetails/${id}$`))).toBeTruthy();
  // Told once: the request is spent.
  const state = await request.get(`${API_URL}/listings/${id}/bed-alert`, { headers: authorised(seeker) });
  expect((await state.json()).data).toEqual({ on: false });
});
