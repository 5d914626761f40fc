import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL, SHELL_URL } from '../ports';
import { newCustomer } from './helpers';
import { newestListing } from './listings';

interface ApiListing {
  propty_id: number;
  accommodation_name: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
  property_type: string;
  monthly_charge_min: number | null;
  gallery: string[];
}

// Most tests here load the results page several times (a search, a reload, a filter, back): on a busy two-core
// machine a load takes 5 to 8 s.
test.describe.configure({ timeout: 60_000 });

const results = (page: Page) => page.locator('main article');
const count = (page: Page) => page.getByTestId('result-count');

/**
 * A seeded PG with a main photo and at least three more, found through the API: other tests list new PGs (with
 * fewer photos) on the same database, so "the newest PG" depends on what ran before.
 */
async function pgWithPhotos(request: APIRequestContext): Promise<ApiListing> {
  const page = (await (await request.get(`${API_URL}/get-all-pgs?per_page=50`)).json()).data as ApiListing[];
  const listing = page.find((item) => item.gallery.length >= 3);
  expect(listing, 'a PG with four photos or more').toBeDefined();
  return listing!;
}

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search properties' });

/** Picks an option of one of the search box's plain selects (Room Type, Gender, Category): native selects. */
async function choose(page: Page, label: string, option: string) {
  await searchForm(page).getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Opens "More options" (the spec's State, City, Location and Category), unless it is open. */
async function moreOptions(page: Page) {
  const more = searchForm(page).getByRole('button', { name: 'More options' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Picks a state or city under "More options" as a seeker does: a tap opens the list (the picker's Autocomplete
 * arrives with that first tap), a few letters narrow it, a click picks.
 */
async function pickPlace(page: Page, label: 'State' | 'City', name: string) {
  await moreOptions(page);
  const field = searchForm(page).getByRole('combobox', { name: new RegExp(`^${label}`) });
  await searchForm(page).scrollIntoViewIfNeeded();
  await field.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await field.fill(name.slice(0, 4));
  const options = page.getByRole('listbox').getByRole('option');
  // The list narrows to what matches the letters.
  await expect(options.filter({ hasNotText: new RegExp(name.slice(0, 4), 'i') })).toHaveCount(0);
  await options.filter({ hasText: new RegExp(`^${name}$`) }).click();
  await expect(field).toHaveValue(name);
}

/**
 * Picks a city in the Where box as a seeker does: a few letters, and the city among the suggestions (its line
 * reads "{name}" then "City · {state}").
 */
async function pickCity(page: Page, city: string, state: string) {
  const where = searchForm(page).getByRole('combobox', { name: 'Where' });
  await searchForm(page).scrollIntoViewIfNeeded();
  await where.click();
  await where.fill(city.slice(0, 4));
  const option = page
    .getByRole('listbox')
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${city}( \\(.+\\))?City · ${state}$`) });
  await option.click();
  await expect(where).toHaveValue(city);
}

/**
 * The price each card on screen starts at, in order: the smallest amount of its price line ("Single Rs. 12,000 ·
 * Double Rs. 8,500" -> 8500; a mess's "Monthly Charge: Rs. 3,000 onwards" -> 3000).
 */
async function shownPrices(page: Page) {
  const texts = await results(page).getByTestId('card-price').allTextContents();
  return texts.map((text) =>
    Math.min(...(text.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')))),
  );
}

/** A new Customer (made through the API) signed in in the open page through its one auth store. */
async function signInNewCustomer(page: Page, request: APIRequestContext) {
  const { token, user } = await newCustomer(request, 'shortlist', ['Kavya', 'Nair']);
  await page.evaluate(
    ([token, user]) => window.basera?.auth.getState().setSession({ token, user, usertype: 'Customer' }),
    [token, user] as const,
  );
  return token;
}

test('search by a city picked in Where and a type from the results screen, with the search kept in the URL', async ({
  page,
  request,
}) => {
  // A city that has PG listings, taken from the API, so the test follows the seed.
  const target: ApiListing = await newestListing(request, 'Pg');
  const expected = await (
    await request.get(
      `${API_URL}/filtered-properties?room_type=Pg&state_id=${target.state_id}&city_id=${target.city_id}&per_page=1`,
    )
  ).json();

  await page.goto('/list');
  await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByText('LIST')).toBeVisible();
  await expect(results(page).first()).toBeVisible();

  await pickCity(page, target.city_name, target.state_name);
  await choose(page, 'Room Type', 'PG');
  // Picking a room type updates the breadcrumb at once.
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).getByText('PG', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`state_id=${target.state_id}.*city_id=${target.city_id}.*room_type=Pg`),
  );
  await expect(count(page)).toHaveText(
    `${expected.total} ${expected.total === 1 ? 'property' : 'properties'} found`,
  );
  for (const text of await results(page).locator('p').filter({ hasText: target.city_name }).allTextContents())
    expect(text).toContain(target.city_name);

  // Reload keeps the search; so does back after leaving.
  await page.reload();
  await expect(count(page)).toHaveText(new RegExp(`^${expected.total} `));
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/pgdetails\/\d+$/);
  await page.goBack();
  await expect(count(page)).toHaveText(new RegExp(`^${expected.total} `));
});

test('on a phone the search is one line over the results, and opens into the form for a new search', async ({
  page,
  request,
}) => {
  const target: ApiListing = await newestListing(request, 'Hostel');
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/pg');
  const summary = page.getByRole('button', { name: /^PG · Anywhere/ });
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Search properties' })).toHaveCount(0);
  // The count and the first card's photo are on the first screen.
  await expect(count(page)).toHaveText(/properties found$/);
  const photo = await results(page).first().locator('img').first().boundingBox();
  expect(photo!.y + photo!.height).toBeLessThanOrEqual(640);

  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await pickCity(page, target.city_name, target.state_name);
  await choose(page, 'Room Type', 'Hostel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`city_id=${target.city_id}.*room_type=Hostel`));
  const searched = page.getByRole('button', { name: new RegExp(`^Hostel · ${target.city_name}`) });
  await expect(searched).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Search properties' })).toHaveCount(0);
  await expect(results(page).first()).toContainText(target.city_name);
});

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px a few letters of a city in Where pick it, and Search lands on that city's results`, async ({
    page,
    request,
  }) => {
    const target: ApiListing = await newestListing(request, 'Pg');
    const expected = await (
      await request.get(
        `${API_URL}/filtered-properties?state_id=${target.state_id}&city_id=${target.city_id}`,
      )
    ).json();
    await page.setViewportSize({ width, height });
    await page.goto('/');

    await pickCity(page, target.city_name, target.state_name);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(new RegExp(`/PG\\?state_id=${target.state_id}&city_id=${target.city_id}$`));
    await expect(count(page)).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'property' : 'properties'} found`,
    );
    await expect(results(page).first()).toContainText(target.city_name);
  });
}

test('Search with only a room type searches everywhere; a state alone (More options) searches the whole state', async ({
  page,
  request,
}) => {
  const target: ApiListing = await newestListing(request, 'Hostel');
  const everywhere = await (
    await request.get(`${API_URL}/filtered-properties?room_type=Hostel&per_page=1`)
  ).json();
  const inState = await (
    await request.get(
      `${API_URL}/filtered-properties?room_type=Hostel&state_id=${target.state_id}&per_page=1`,
    )
  ).json();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const form = searchForm(page);
  await choose(page, 'Room Type', 'Hostel');
  await form.getByRole('button', { name: 'Search' }).click();
  // Nothing is required: every hostel, wherever it is.
  await expect(page).toHaveURL(/\/PG\?room_type=Hostel$/);
  await expect(count(page)).toHaveText(
    `${everywhere.total} ${everywhere.total === 1 ? 'property' : 'properties'} found`,
  );

  // The spec's State is still there, under More options: a state alone searches all of it.
  await page.goto('/');
  await choose(page, 'Room Type', 'Hostel');
  await pickPlace(page, 'State', target.state_name);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/PG\\?state_id=${target.state_id}&room_type=Hostel$`));
  await expect(count(page)).toHaveText(
    `${inState.total} ${inState.total === 1 ? 'property' : 'properties'} found`,
  );
  await expect(results(page).first()).toBeVisible();
});

test('each sidebar filter narrows the results on the server, and sorting by price orders them', async ({
  page,
  request,
}) => {
  await page.goto('/pg');
  await expect(results(page).first()).toBeVisible();
  const all = Number((await count(page).textContent())?.split(' ')[0]);

  for (const [group, option, key, value] of [
    ['Sharing', 'Separate', 'sharing', 'Separate'],
    ['Air Conditioning', 'Water Cooler', 'ac', 'Water Cooler'],
    ['Room Occupation', 'Dormitory', 'occupation', 'Dormitory'],
  ] as const) {
    const box = page.getByRole('group', { name: group }).getByRole('checkbox', { name: option });
    // The box follows the URL, which updates just after the click.
    await box.click();
    await expect(box).toBeChecked();
    const api = await (
      await request.get(`${API_URL}/filtered-properties`, {
        params: { room_type: 'Pg', [key]: value, per_page: 1 },
      })
    ).json();
    await expect(page).toHaveURL(
      new RegExp(`${key}=${encodeURIComponent(value).replace('%20', '(\\+|%20)')}`),
    );
    await expect(count(page)).toHaveText(new RegExp(`^${api.total} `));
    expect(api.total).toBeLessThan(all);
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(count(page)).toHaveText(new RegExp(`^${all} `));
  }

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - High to Low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
    })
    .toBe(true);
});

test('a detail page shows the listing and its photos in a lightbox that loops', async ({ page, request }) => {
  const listing = await pgWithPhotos(request);
  const photos = 1 + listing.gallery.length;
  await page.goto(`/pgdetails/${listing.propty_id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.accommodation_name })).toBeVisible();
  await expect(page.getByText(listing.city_name, { exact: true }).first()).toBeVisible();
  await page.getByRole('img', { name: listing.accommodation_name, exact: true }).click();

  const lightbox = page.getByRole('dialog', { name: `${listing.accommodation_name} photos` });
  await expect(lightbox.getByText(`1 / ${photos}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox.getByText(`2 / ${photos}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
  // The arrow keys move too, looping past the last photo.
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`1 / ${photos}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Zoom in' }).click();
  await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();

  // It opens again at the photo clicked, and Escape closes it.
  await page.getByRole('img', { name: `${listing.accommodation_name}, photo 2`, exact: true }).click();
  await expect(lightbox.getByText(`2 / ${photos}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a detail page shows the affiliation, and plays the video sandboxed from youtube-nocookie', async ({
  page,
  request,
}) => {
  // A seeded listing with a tie-up and a video tour (the seed gives a few both), found through the API.
  type Affiliated = ApiListing & {
    affiliated: string;
    affiliation_details: string | null;
    video_link: string | null;
  };
  let listing: Affiliated | undefined;
  for (let at = 1; at <= 5 && !listing; at += 1) {
    const body = await (await request.get(`${API_URL}/filtered-properties?per_page=50&page=${at}`)).json();
    listing = (body.data as Affiliated[]).find((item) => item.video_link && item.affiliated === 'Yes');
  }
  expect(listing, 'a listing with an affiliation and a video').toBeDefined();
  const { propty_id: id, accommodation_name: name, affiliation_details: tieUp } = listing!;
  await page.goto(`/pgdetails/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const owner = page.getByLabel('Contact the owner', { exact: true });
  await expect(owner.getByText('Affiliation', { exact: true })).toBeVisible();
  await expect(page.locator('#others').getByText(tieUp!, { exact: true })).toBeVisible();
  const video = owner.locator(`iframe[title="Video of ${name}"]`);
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(video).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
});

test('on a touch screen the lightbox swipes and zooms by pinch', async ({ browser, request }) => {
  const listing = await pgWithPhotos(request);
  const photos = 1 + listing.gallery.length;
  const context = await browser.newContext({
    baseURL: SHELL_URL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`/pgdetails/${listing.propty_id}`);
  await page.getByRole('img', { name: listing.accommodation_name, exact: true }).click();
  const lightbox = page.getByRole('dialog', { name: `${listing.accommodation_name} photos` });
  await expect(lightbox.getByText(`1 / ${photos}`)).toBeVisible();

  // Touches as the phone sends them: one finger to swipe, two moving apart to zoom.
  const cdp = await context.newCDPSession(page);
  const y = 390;
  const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', xs: number[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: xs.map((x, id) => ({ x, y, id })) });
  const move = async (from: number[], to: number[]) => {
    await fingers('touchStart', from);
    for (let step = 1; step <= 8; step += 1) {
      await fingers(
        'touchMove',
        from.map((x, i) => x + ((to[i]! - x) * step) / 8),
      );
    }
    await fingers('touchEnd', []);
  };

  await move([60], [300]);
  await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await move([150, 210], [60, 300]);
  // A pinch zooms the photo under the fingers: it does not move on to another photo as well (a quick pinch did).
  await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
  await context.close();
});

test('shortlisting asks a visitor to sign in, and adds and removes for a signed-in user', async ({
  page,
  request,
}) => {
  await page.goto('/hostel');
  const card = results(page).first();
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const token = await signInNewCustomer(page, request);
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(page.getByText('Added to your shortlist')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const shortlist = await (
    await request.get(`${API_URL}/wishlist`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(shortlist.data.properties.map((p: ApiListing) => p.accommodation_name)).toEqual([
    await card.getByRole('heading', { level: 2 }).textContent(),
  ]);

  // After a reload the card still knows it is shortlisted.
  await page.reload();
  await expect(results(page).first().getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  await results(page).first().getByRole('button', { name: 'Remove from shortlist' }).click();
  await expect(page.getByText('Removed from your shortlist')).toBeVisible();
});

test('keyword search from the header lands on /PG, where an empty result says so and a typo still finds the place', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Keyword Search' }).first().click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(modal.getByText('Please enter a keyword')).toBeVisible();

  // Words nothing matches: the results page says so (not a server error), with the words as a chip.
  await modal.getByLabel('Keyword').fill('zzqxv nowhere');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/PG\?search=zzqxv(\+|%20)nowhere$/);
  await expect(page.getByRole('heading', { name: 'No places match this search' })).toBeVisible();
  await expect(page.getByText('We could not load the properties.')).toHaveCount(0);

  // A misspelt locality still finds it, as the API reads it.
  await page.getByRole('button', { name: 'Keyword Search' }).first().click();
  await modal.getByLabel('Keyword').fill('Koramangla');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/PG\?/);
  const api = await (await request.get(`${API_URL}/search-properties?search=Koramangla&per_page=10`)).json();
  expect(api.total).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${api.total} ${api.total === 1 ? 'property' : 'properties'} found`);
  await expect(results(page).first()).toContainText(/Koramangala/i);
});
