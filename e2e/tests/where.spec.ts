import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, SHELL_URL } from '../ports';
import { newCustomer, signInWith } from './helpers';

// Issue 29: a seeker searches the way people ask. One "Where" box that knows cities (with their other names),
// localities and named places, "Use my location", natural words read into filters shown as chips, distances
// from the place, a map, and an empty result that always offers a way out. Reads the demo data only.

interface ApiListing {
  propty_id: number;
  accommodation_name: string;
  city_name: string;
  monthly_charge_min: number | null;
  distance_km?: number;
}
interface ApiPage {
  total: number;
  more?: boolean;
  data: ApiListing[];
  near?: { name: string; place_id: number | null; radius_km: number } | null;
  way_out?: {
    relax: Array<{ key: string; label: string; count: number; more: boolean }>;
    nearby: Array<{ name: string; count: number; distance_km: number }>;
  } | null;
}
interface Suggestion {
  id: number;
  kind: string;
  name: string;
  matched?: string;
  city_id: number;
  city_name: string;
  state_id: number;
  state_name: string;
  lat: number;
  long: number;
}

const QUERY = 'girls pg near christ university under 10k';

/** Where the flow's screenshots go: the test's output folder, or SHOTS_DIR (to look at them after a run). */
const shotPath = (name: string) =>
  process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}.png` : test.info().outputPath(`${name}.png`);

// Each test loads the results page several times (a search, a way out, a chip removed, the map, a sign-in): on a
// busy two-core machine a load takes 5 to 8 s.
test.describe.configure({ timeout: 60_000 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const found = ({ total, more }: Pick<ApiPage, 'total' | 'more'>) =>
  `${total.toLocaleString('en-IN')}${more ? '+' : ''} ${total === 1 && !more ? 'property' : 'properties'} found`;
const places = (n: number) => (n === 1 ? '1 place' : `${n.toLocaleString('en-IN')} places`);

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.locator('main article');
const whereBox = (page: Page) => page.getByRole('combobox', { name: 'Where' });
const chips = (page: Page) => page.getByRole('list', { name: 'Search filters' });
/** A page load's results: scripts and the API's answer may take a while on a busy machine. */
const loaded = { timeout: 30_000 };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json() as Promise<T>;
}

/** The API's answer for the search the results page's URL holds (the URL's keys are the API's; `view` is not). */
function apiSearch(request: APIRequestContext, pageUrl: string, extra = '') {
  const params = new URL(pageUrl).searchParams;
  params.delete('view');
  const path = params.get('search') ? '/search-properties' : '/filtered-properties';
  return api<ApiPage>(request, `${path}?${params}&per_page=10${extra}`);
}

async function suggestions(request: APIRequestContext, q: string) {
  return (await api<{ data: Suggestion[] }>(request, `/places/suggest?q=${encodeURIComponent(q)}`)).data;
}

/** The distances the cards on screen say, in order ("1.2 km from Christ University" -> 1.2). */
async function shownDistances(page: Page, from: string) {
  const texts = await cards(page).getByTestId('card-distance').allTextContents();
  return texts.map((text) => {
    const match = text.match(new RegExp(`^([\\d.]+) km from ${escapeRegExp(from)}$`));
    expect(match, `"${text}" reads "{d} km from ${from}"`).not.toBeNull();
    return Number(match![1]);
  });
}

/** Waits for the whole page of cards the API answered (the first cards come first, the rest right after). */
async function expectCards(page: Page, answer: ApiPage) {
  await expect(count(page)).toHaveText(found(answer), loaded);
  await expect(cards(page)).toHaveCount(answer.data.length);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    answer.data.map((listing) => listing.accommodation_name),
  );
}

/**
 * The page shows the API's answer: its cards in order, each saying how far it is from the place ("1.2 km from
 * Christ University", nearest first); or, when nothing matches, the empty result (never an error).
 */
async function expectPage(page: Page, answer: ApiPage, from: string) {
  await expectCards(page, answer);
  if (answer.total === 0) {
    await expect(page.getByRole('heading', { name: 'No places match this search' })).toBeVisible();
    return;
  }
  const distances = await shownDistances(page, from);
  expect(distances).toEqual(answer.data.map((listing) => listing.distance_km));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
}

/** Types into the where box as a seeker does (the field's list opens as the words come). */
async function typeWhere(page: Page, text: string) {
  const where = whereBox(page);
  await where.click();
  await where.fill(text);
  await expect(where).toHaveValue(text);
}

/** The where box's suggestions, whatever is listed first ("Use my location" is always there). */
const suggestionList = (page: Page) => page.getByRole('listbox');

/** A chip's remove button ("Remove Girls"). */
const chip = (page: Page, label: string): Locator =>
  chips(page).getByRole('button', { name: `Remove ${label}`, exact: true });

test.describe('a seeker on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // A phone's results page loads several times (the search, a way out, a chip removed, the map).
  test.describe.configure({ timeout: 90_000 });

  test('types what they want, sees chips, distances and results, gets out of an empty result, and uses the map', async ({
    page,
    request,
  }) => {
    const shot = (name: string) => page.screenshot({ path: shotPath(`${name}-360`) });
    await page.goto('/');
    await typeWhere(page, QUERY);
    // The phone keyboard's search key.
    await whereBox(page).press('Enter');

    // The words become the results page's own filters: the URL holds them (no words left over), shown as chips.
    await expect(page).toHaveURL(/\/PG\?.*place_id=\d+/, loaded);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      room_type: 'Pg',
      gender: 'Female',
      max_price: '10000',
      radius: '5',
    });
    expect(url.searchParams.get('search')).toBeNull();
    const christ = await api<{ data: Suggestion }>(request, `/places/${url.searchParams.get('place_id')}`);
    expect(christ.data.name).toBe('Christ University');
    for (const label of ['PG', 'Girls', 'Under Rs. 10,000', 'Near Christ University · 5 km'])
      await expect(chip(page, label)).toBeVisible();

    // What the page shows is the API's answer for those filters: places within 5 km, under Rs. 10,000.
    const answer = await apiSearch(request, page.url());
    for (const listing of answer.data) {
      expect(listing.distance_km).toBeLessThanOrEqual(5);
      expect(listing.monthly_charge_min).toBeLessThanOrEqual(10_000);
    }
    await expectPage(page, answer, 'Christ University');
    await shot('where-search');

    // An empty result (the demo has few girls' PGs that cheap so near; with some, a budget nobody meets).
    if (answer.total > 0) {
      await page.getByRole('button', { name: 'Rs. 0 – Rs. 10,000' }).click();
      const sheet = page.getByRole('dialog', { name: /^Filters/ });
      await sheet.getByRole('slider', { name: 'Maximum budget' }).focus();
      await page.keyboard.press('End');
      await sheet.getByRole('slider', { name: 'Minimum budget' }).focus();
      await page.keyboard.press('End');
      await expect(sheet.getByTestId('budget')).toHaveText('Rs. 25,000+ – Rs. 25,000+');
      await sheet.getByRole('button', { name: 'Show 0 results' }).click();
      await expect(page).toHaveURL(/min_price=25000/);
    }

    // No dead end: each filter it could drop, with the places that gives, and the same search nearby.
    await expect(page.getByRole('heading', { name: 'No places match this search' })).toBeVisible(loaded);
    const empty = await apiSearch(request, page.url());
    expect(empty.total).toBe(0);
    const ways = empty.way_out!.relax.filter((way) => way.count > 0);
    expect(ways.length, 'an empty result offers a filter to remove').toBeGreaterThan(0);
    const wayOut = (way: (typeof ways)[number]) =>
      page.getByRole('button', { name: `Remove ${way.label}: ${places(way.count)}`, exact: true });
    for (const way of ways) await expect(wayOut(way)).toBeVisible();
    for (const near of empty.way_out!.nearby)
      await expect(
        page.getByRole('link', { name: `${near.name}: ${places(near.count)} · ${near.distance_km} km` }),
      ).toBeVisible();
    await shot('where-empty');
    const way = ways.reduce((best, next) => (next.count > best.count ? next : best));
    await wayOut(way).click();
    await expect(count(page)).toHaveText(found({ total: way.count, more: way.more }), loaded);
    await expectPage(page, await apiSearch(request, page.url()), 'Christ University');

    // A chip removed widens the search: every girls' and boys' PG near the college, nearest first.
    await chip(page, 'Girls').click();
    await expect(page).not.toHaveURL(/gender=/);
    const wider = await apiSearch(request, page.url());
    expect(wider.total, 'PGs near Christ University in the demo').toBeGreaterThan(1);
    await expectPage(page, wider, 'Christ University');
    const radius = Number(new URL(page.url()).searchParams.get('radius'));
    for (const listing of wider.data) expect(listing.distance_km).toBeLessThanOrEqual(radius);
    await shot('where-results');

    // The map: full screen, a pin per place; a tapped pin brings its card into view.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of results' });
    await expect(map).toBeVisible(loaded);
    await expect(page).toHaveURL(/view=map/);
    await expect(map.getByRole('button', { name: /, (Rs\. [\d,]+ a month|price not given)$/ })).toHaveCount(
      wider.data.length,
    );
    const target = wider.data.at(-1)!;
    const pin = map.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(target.accommodation_name)}, `),
    });
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    const card = map.getByRole('article', { name: target.accommodation_name });
    await expect(card).toBeInViewport({ ratio: 0.9 });
    await expect(card).toContainText(`${target.distance_km} km from Christ University`);
    await shot('where-map');
    await map.getByRole('button', { name: 'List', exact: true }).click();
    await expect(map).toHaveCount(0);
    await expect(page).not.toHaveURL(/view=map/);
    await expectPage(page, wider, 'Christ University');
  });
});

test.describe('a seeker at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"banglore" and "gurgaon" suggest Bengaluru and Gurugram (never Goregaon); a pick and Search land on that city', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await typeWhere(page, 'gurgaon');
    const options = suggestionList(page).getByRole('option');
    await expect(options.filter({ hasText: /^(Gurugram|Gurgaon)/ }).first()).toBeVisible();
    await expect(options.filter({ hasText: /Goregaon/ })).toHaveCount(0);
    // The first place listed is the city ("Use my location" comes before every place).
    await expect(options.nth(1)).toHaveText(/^(Gurugram|Gurgaon)/);

    await typeWhere(page, 'banglore');
    const bengaluru = options.filter({ hasText: /^Bengaluru/ }).first();
    await expect(bengaluru).toBeVisible();
    await expect(bengaluru).toContainText('City · Karnataka');
    await page.screenshot({ path: shotPath('where-suggest-1280') });
    await bengaluru.click();
    await expect(whereBox(page)).toHaveValue('Bengaluru');
    await page
      .getByRole('form', { name: 'Search properties' })
      .getByRole('button', { name: 'Search' })
      .click();

    const city = (await suggestions(request, 'Bengaluru')).find((place) => place.kind === 'city')!;
    await expect(page).toHaveURL(new RegExp(`/PG\\?state_id=${city.state_id}&city_id=${city.city_id}$`));
    const answer = await apiSearch(request, page.url());
    expect(answer.total).toBeGreaterThan(0);
    await expectCards(page, answer);
    for (const listing of answer.data) expect(listing.city_name).toBe('Bengaluru');
    await expect(chip(page, 'Bengaluru')).toBeVisible();
  });

  test('"Use my location" searches near the seeker, with each place\'s distance from them', async ({
    page,
    context,
    request,
  }) => {
    const koramangala = (await suggestions(request, 'koramangala')).find(
      (place) => place.kind === 'locality' && place.name === 'Koramangala',
    )!;
    await context.grantPermissions(['geolocation'], { origin: SHELL_URL });
    await context.setGeolocation({ latitude: koramangala.lat, longitude: koramangala.long });
    await page.goto('/');
    await whereBox(page).click();
    await suggestionList(page).getByRole('option', { name: 'Use my location' }).click();
    // The box names the point by the nearest locality.
    await expect(whereBox(page)).toHaveValue('Near Koramangala');
    await expect(page.getByRole('combobox', { name: 'Within' }).locator('option:checked')).toHaveText('5 km');
    await page
      .getByRole('form', { name: 'Search properties' })
      .getByRole('button', { name: 'Search' })
      .click();

    await expect(page).toHaveURL(/[?&]lat=[\d.]+&long=[\d.]+&radius=5/);
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(koramangala.lat, 4);
    expect(Number(url.searchParams.get('long'))).toBeCloseTo(koramangala.long, 4);
    await expect(chip(page, 'Near you · 5 km')).toBeVisible();
    const answer = await apiSearch(request, page.url());
    expect(answer.total, 'the demo data has places within 5 km of Koramangala').toBeGreaterThan(0);
    await expectCards(page, answer);
    const distances = await shownDistances(page, 'you');
    expect(distances).toEqual(answer.data.map((listing) => listing.distance_km));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const distance of distances) expect(distance).toBeLessThanOrEqual(5);
    await page.screenshot({ path: shotPath('where-near-you-1280') });
  });

  test("signing in from the header on a results page keeps the seeker on it, with the search's filters", async ({
    page,
    request,
  }) => {
    const me = await newCustomer(request, 'where-signin', ['Ananya', 'Das']);
    await page.goto('/');
    // A named place: a college, picked from the suggestions, with a room type.
    await typeWhere(page, 'christ');
    const college = suggestionList(page)
      .getByRole('option')
      .filter({ hasText: /^Christ UniversityCollege · Bengaluru$/ });
    await college.click();
    await expect(whereBox(page)).toHaveValue('Christ University');
    await expect(page.getByRole('combobox', { name: 'Within' }).locator('option:checked')).toHaveText('5 km');
    const form = page.getByRole('form', { name: 'Search properties' });
    await form.getByRole('combobox', { name: 'Room Type' }).selectOption({ label: 'PG' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/PG\?place_id=\d+&radius=5&room_type=Pg$/, loaded);
    const searched = page.url();
    const answer = await apiSearch(request, searched);
    await expectCards(page, answer);
    await expect(page.getByTestId('card-distance').first()).toHaveText(/ km from Christ University$/);

    await page.getByRole('button', { name: 'Login / Sign Up' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email or Phone Number').fill(me.email);
    await dialog.getByLabel('Password', { exact: true }).fill(me.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();

    expect(page.url()).toBe(searched);
    for (const label of ['PG', 'Near Christ University · 5 km'])
      await expect(chip(page, label)).toBeVisible();
    await expectCards(page, answer);
  });

  test('a new seeker shortlists two places from a search and compares them side by side', async ({
    page,
    request,
  }) => {
    const me = await newCustomer(request, 'where-compare', ['Ritika', 'Sen']);
    await signInWith(page, me);
    const christ = (await suggestions(request, 'christ university')).find(
      (place) => place.name === 'Christ University',
    )!;
    await page.goto(`/PG?place_id=${christ.id}&radius=5`);
    const answer = await apiSearch(request, page.url());
    await expectCards(page, answer);
    const chosen = answer.data.slice(0, 2).map((listing) => listing.accommodation_name);
    for (const name of chosen) {
      const card = page.getByRole('article', { name, exact: true });
      await card.getByRole('button', { name: 'Add to shortlist' }).click();
      await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
    }

    await page.goto('/user/wishlist');
    await expect(page.getByText('2 properties shortlisted')).toBeVisible(loaded);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    // A box shows ticked once the URL has the choice (click, then wait: check() wants the change at once).
    for (const name of chosen) {
      const box = page.getByRole('checkbox', { name: `Compare ${name}` });
      await box.click();
      await expect(box).toBeChecked();
    }
    await page
      .getByRole('region', { name: 'Choose places to compare' })
      .getByRole('button', { name: 'Compare', exact: true })
      .click();

    await expect(page.getByRole('heading', { name: 'Compare places', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Compare places' });
    const heads = chosen.map((name) => table.getByRole('columnheader').filter({ hasText: name }));
    for (const head of heads) await expect(head).toBeVisible();
    // Side by side: one row, two columns.
    const [a, b] = [(await heads[0]!.boundingBox())!, (await heads[1]!.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x).not.toBe(b.x);
    await expect(table.getByRole('rowheader', { name: 'Deposit' })).toBeVisible();
    await page.screenshot({ path: shotPath('compare-1280') });
  });
});
