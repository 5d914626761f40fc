import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';

// A seeker on a phone: every test here runs 360 px wide.
test.use({ viewport: { width: 360, height: 740 } });
// Each test loads a phone's results page several times; on a busy two-core machine a load takes 5 to 8 s.
test.beforeEach(() => test.slow());

interface ApiPage {
  total: number;
  data: Array<{ accommodation_name: string; monthly_charge_min: number }>;
}

/** What the API answers for a search, so that the page's numbers are checked against the data, whatever the seed. */
async function api(request: APIRequestContext, path: string): Promise<ApiPage> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const found = (total: number) => (total === 1 ? '1 property found' : `${total} properties found`);
const count = (page: Page) => page.getByTestId('result-count');
/** A page load's count: the results of a fresh load (scripts, the API's answer) may take a while to come. */
const loaded = { timeout: 30_000 };
/** The phone's filter sheet (full screen): every filter, and a sticky "Show N results" at its foot. */
const sheet = (page: Page) => page.getByRole('dialog', { name: /^Filters/ });
const showResults = (total: number) => (total === 1 ? 'Show 1 result' : `Show ${total} results`);

/**
 * The price each card on screen starts at, in order: the smallest amount of its price line ("Single Rs. 12,000 ·
 * Double Rs. 8,500" -> 8500; a mess's "Monthly Charge: Rs. 3,000 onwards" -> 3000).
 */
async function shownPrices(page: Page) {
  const texts = await page.locator('main article').getByTestId('card-price').allTextContents();
  return texts.map((text) =>
    Math.min(...(text.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')))),
  );
}

/** Opens the phone's filter sheet from the "Filters" button beside the main filters (the budget slider loads then). */
async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(sheet(page).getByRole('slider', { name: 'Minimum budget' })).toBeVisible();
}

/** Moves a budget thumb with the keyboard, as a screen-reader or keyboard user would (Page Up/Down: Rs. 5,000). */
async function moveBudget(page: Page, thumb: 'Minimum budget' | 'Maximum budget', key: string) {
  const slider = sheet(page).getByRole('slider', { name: thumb });
  await slider.focus();
  await page.keyboard.press(key);
}

/** Ticks a box of the sheet; it shows ticked once the sheet's draft has it. */
async function tick(page: Page, name: string) {
  const box = sheet(page).getByRole('checkbox', { name });
  await box.click();
  await expect(box).toBeChecked();
}

/** The sheet's "Show N results": the count of what is chosen (asked as the choices change), and applies it. */
async function applyFilters(page: Page, total: number) {
  const button = sheet(page).getByRole('button', { name: showResults(total) });
  await expect(button).toBeVisible();
  await button.click();
  await expect(sheet(page)).toBeHidden();
}

test('budget, food and beds free now narrow the results, stay in the URL and survive a reload', async ({
  page,
  request,
}) => {
  const narrowQuery = 'room_type=Pg&min_price=5000&max_price=15000&food=with&beds_free_now=1';
  const all = await api(request, '/filtered-properties?room_type=Pg&per_page=1');
  const narrow = await api(request, `/filtered-properties?${narrowQuery}&per_page=1`);
  expect(narrow.total, 'the seed has PGs that pass every filter').toBeGreaterThan(0);
  expect(narrow.total, 'and PGs that do not').toBeLessThan(all.total);

  await page.goto('/pg');
  await expect(count(page)).toHaveText(found(all.total), loaded);
  await openFilters(page);
  await expect(sheet(page).getByTestId('budget')).toHaveText('Rs. 0 – Rs. 25,000+');
  await expect(sheet(page).getByRole('button', { name: showResults(all.total) })).toBeVisible();

  await moveBudget(page, 'Minimum budget', 'PageUp');
  await moveBudget(page, 'Maximum budget', 'PageDown');
  await moveBudget(page, 'Maximum budget', 'PageDown');
  await expect(sheet(page).getByTestId('budget')).toHaveText('Rs. 5,000 – Rs. 15,000');
  await tick(page, 'With food');
  await tick(page, 'Beds free now');
  // The sheet edits a draft: the page under it keeps its results until "Show N results".
  await expect(page).toHaveURL(/\/pg$/);
  await applyFilters(page, narrow.total);

  await expect(page).toHaveURL(/[?&]min_price=5000(&|$)/);
  await expect(page).toHaveURL(/[?&]max_price=15000(&|$)/);
  await expect(page).toHaveURL(/food=with/);
  await expect(page).toHaveURL(/beds_free_now=1/);
  await expect(count(page)).toHaveText(found(narrow.total));
  await expect(
    page
      .getByRole('list', { name: 'Search filters' })
      .getByRole('button', { name: 'Remove Rs. 5,000 – Rs. 15,000' }),
  ).toBeVisible();
  // The first cards come first and the rest of the page right after: wait for the whole page.
  await expect(page.locator('main article')).toHaveCount(Math.min(narrow.total, 10));
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(5000);
    expect(price).toBeLessThanOrEqual(15000);
  }

  await page.reload();
  await expect(count(page)).toHaveText(found(narrow.total), loaded);
  // Budget, food and beds: three filters on, said on the Filters button.
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  await openFilters(page);
  await expect(sheet(page).getByTestId('budget')).toHaveText('Rs. 5,000 – Rs. 15,000');
  await expect(sheet(page).getByRole('checkbox', { name: 'With food' })).toBeChecked();
  await expect(sheet(page).getByRole('checkbox', { name: 'Beds free now' })).toBeChecked();

  await sheet(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(sheet(page).getByTestId('budget')).toHaveText('Rs. 0 – Rs. 25,000+');
  await applyFilters(page, all.total);
  await expect(count(page)).toHaveText(found(all.total));
  await expect(page).toHaveURL(/\/pg$/);
});

test('a keyword search takes a filter and a sort: fewer results, cheapest first', async ({
  page,
  request,
}) => {
  // The city of a listing that serves food: a keyword with results with and without food.
  const withFood = await api(request, '/filtered-properties?food=with&per_page=1');
  const { city_name: city } = withFood.data[0] as unknown as { city_name: string };
  const keyword = `/search-properties?search=${encodeURIComponent(city)}&per_page=10`;
  const every = await api(request, keyword);
  const served = await api(request, `${keyword}&food=with`);
  const cheapest = await api(request, `${keyword}&food=with&sort=price_asc`);
  expect(served.total).toBeGreaterThan(1);
  expect(served.total).toBeLessThan(every.total);

  await page.goto(`/PG?search=${encodeURIComponent(city)}`);
  await expect(count(page)).toHaveText(found(every.total), loaded);
  await openFilters(page);
  await tick(page, 'With food');
  await applyFilters(page, served.total);
  await expect(count(page)).toHaveText(found(served.total));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price - Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.locator('main article').first()).toContainText(cheapest.data[0]!.accommodation_name);
  await expect(page.locator('main article')).toHaveCount(cheapest.data.length);
  const prices = await shownPrices(page);
  expect(prices).toEqual(cheapest.data.map((listing) => listing.monthly_charge_min));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(prices[0]).toBeLessThan(prices.at(-1)!);
});

test('a search filtered to nothing says so and offers to remove the filter, with the places that gives', async ({
  page,
  request,
}) => {
  const all = await api(request, '/filtered-properties?room_type=Pg&per_page=1');
  const none = await api(request, '/filtered-properties?room_type=Pg&min_price=25000&per_page=1');
  expect(none.total, 'no seeded PG asks Rs. 25,000 or more').toBe(0);

  await page.goto('/pg');
  await expect(count(page)).toHaveText(found(all.total), loaded);
  await openFilters(page);
  await moveBudget(page, 'Minimum budget', 'End');
  await applyFilters(page, 0);
  await expect(page).toHaveURL(/min_price=25000/);
  await expect(page.getByRole('heading', { name: 'No places match this search' })).toBeVisible();

  const wayOut = page.getByRole('button', { name: `Remove Over Rs. 25,000: ${all.total} places` });
  await wayOut.click();
  await expect(count(page)).toHaveText(found(all.total));
  await expect(page).toHaveURL(/\/pg$/);
  await expect(page.getByRole('heading', { name: 'No places match this search' })).toHaveCount(0);
});
