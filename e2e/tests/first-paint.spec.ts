import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL, TEST_PORTS } from '../ports';
import { expectPictureShown, holdScripts } from './helpers';

// A listing's detail page, the blog, about, contact, FAQ, the policy pages, and on a phone a type's results, a keyword
// search's and a city page paint their largest picture from index.html before any script runs
// (shared/build/index.html), like home (content.spec.ts). The picture must sit exactly where React's page puts
// it at every width, come from one download, and the page must ask the API for its data once.

interface ApiListing {
  propty_id: number;
  accommodation_name: string;
  gallery: string[];
}

async function listingWithPhotos(request: APIRequestContext): Promise<ApiListing> {
  const listings = (await (await request.get(`${API_URL}/get-all-pgs?per_page=50`)).json())
    .data as ApiListing[];
  const listing = listings.find((item) => item.gallery.length >= 3);
  expect(listing, 'a PG with four photos or more').toBeDefined();
  return listing!;
}

/** Records the API reads and picture downloads of a page whose paths match. */
function watch(page: Page, apiPath: string, picture: RegExp) {
  const seen = { apiReads: 0, pictures: new Set<string>() };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api${apiPath}`) seen.apiReads += 1;
    if (picture.test(url.pathname)) seen.pictures.add(url.pathname);
  });
  return seen;
}

const rounded = (box: { x: number; y: number; width: number; height: number } | null) =>
  box && [box.x, box.y, box.width, box.height].map((value) => Math.round(value));

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test.describe(`first paint at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a detail page paints its title and main photo before any script, where the page then shows them', async ({
      page,
      request,
    }) => {
      const listing = await listingWithPhotos(request);
      const seen = watch(page, `/get-property-details-by-id/${listing.propty_id}`, /\/properties\//);
      const release = await holdScripts(page);
      // The picture starts from the answer the server wrote into the page (no API read first), so the held entry
      // script is asked for before the load event, which then waits for it: the page is there at DOMContentLoaded.
      await page.goto(`/pgdetails/${listing.propty_id}`, { waitUntil: 'domcontentloaded' });

      const painted = page.locator('#boot-slot img');
      await expect(painted).toBeVisible();
      await expectPictureShown(painted);
      await expect(page.locator('#boot-title')).toHaveText(listing.accommodation_name);
      const paintedBox = rounded(await painted.boundingBox());
      const paintedSource = await painted.evaluate((img: HTMLImageElement) => img.currentSrc);

      release();
      await expect(page.getByRole('heading', { level: 1, name: listing.accommodation_name })).toBeVisible();
      await expect(page.locator('#boot-slot')).toHaveCount(0);
      const photo = page.getByRole('img', { name: listing.accommodation_name, exact: true });
      await expect(photo).toBeVisible();
      expect(rounded(await photo.boundingBox())).toEqual(paintedBox);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(paintedSource);
      // The page and index.html used the answer the server wrote into the page: the browser never asked the
      // API for it. The main photo downloaded once (the small ones are other files).
      expect(seen.apiReads).toBe(0);
      expect([...seen.pictures].filter((path) => paintedSource.endsWith(path))).toHaveLength(1);
    });

    test('the blog paints its first card’s picture before any script, where the page then shows it', async ({
      page,
    }) => {
      const seen = watch(page, '/all-blog', /\/content\/blog-1-/);
      const release = await holdScripts(page);
      await page.goto('/blog', { waitUntil: 'domcontentloaded' });

      const painted = page.locator('#boot-slot img');
      await expect(painted).toBeVisible();
      await expectPictureShown(painted);
      const paintedBox = rounded(await painted.boundingBox());

      release();
      const first = page.getByRole('article').first().locator('img');
      await expect(first).toBeVisible();
      await expect(page.locator('#boot-slot')).toHaveCount(0);
      expect(rounded(await first.boundingBox())).toEqual(paintedBox);
      // The list came with the page (the server's boot data).
      expect(seen.apiReads).toBe(0);
      expect(seen.pictures.size).toBe(1);
    });

    for (const banner of [
      { path: '/contact', title: 'Contact Us', apiPath: '/get-contact-us' },
      { path: '/privacy_policies', title: 'Privacy Policy', apiPath: '/privacy-policy' },
      { path: '/about', title: 'About Us', apiPath: '/get-about-us' },
      { path: '/faq', title: 'FAQ', apiPath: '/faqs' },
    ]) {
      test(`${banner.path} paints its title over its banner before any script, where the page then shows them`, async ({
        page,
      }) => {
        const seen = watch(page, banner.apiPath, /\/content\/page-banner-/);
        const release = await holdScripts(page);
        await page.goto(banner.path, { waitUntil: 'domcontentloaded' });

        const band = page.locator('#boot-band');
        await expect(band).toHaveCSS('background-image', /page-banner-/);
        await expect(page.locator('#boot-title')).toHaveText(banner.title);
        const paintedBox = rounded(await band.boundingBox());
        const paintedTitle = rounded(await page.locator('#boot-title').boundingBox());
        const paintedImage = await band.evaluate((node) => getComputedStyle(node).backgroundImage);

        release();
        const title = page.getByRole('heading', { level: 1, name: banner.title });
        await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
        await expect(page.locator('#boot-band')).toHaveCount(0);
        // PageHeader's band: the same box, the title in the same place, over the same file.
        const pageBand = title.locator('xpath=../..');
        expect(rounded(await pageBand.boundingBox())).toEqual(paintedBox);
        expect(rounded(await title.boundingBox())).toEqual(paintedTitle);
        expect(await pageBand.evaluate((node) => getComputedStyle(node).backgroundImage)).toBe(paintedImage);
        // The page's answer came with the page, and the banner downloaded once.
        expect(seen.apiReads).toBe(0);
        expect(seen.pictures.size).toBe(1);
      });
    }
  });
}

/** mf-search's entry: held, the shell shows its loading frame for the results page. */
const SEARCH_ENTRY = `http://localhost:${TEST_PORTS['mf-search']}/remoteEntry.js`;

/** A word of the demo data the keyword search reads as a place: the city of the newest PG. */
async function keywordCity(request: APIRequestContext): Promise<string> {
  const listings = (await (await request.get(`${API_URL}/filtered-properties?room_type=Pg&page=1`)).json())
    .data as Array<{ city_name: string }>;
  expect(listings[0]?.city_name, 'a PG with a city').toBeTruthy();
  return listings[0]!.city_name;
}

/** The busiest PG city page of the demo data (its first locality page is the next case). */
async function cityPage(request: APIRequestContext): Promise<{ path: string; heading: string }> {
  const sitemap = await (await request.get(`${API_URL}/seo/sitemaps/places-1.xml`)).text();
  const path = [...sitemap.matchAll(/<loc>[^<]*?(\/pg-in-[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]!)[0];
  expect(path, 'a PG city page in the places sitemap').toBeTruthy();
  const landing = await (
    await request.get(`${API_URL}/landing-page?${new URLSearchParams({ path: path! })}`)
  ).json();
  return { path: path!, heading: landing.data.heading };
}

// On a phone, signed out and before any filter, a type's results, a keyword search's and a city page paint the
// first card's photo the same way, from the first results the server wrote into the page.
for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
]) {
  for (const kind of ['PG results', 'keyword results', 'city page'] as const) {
    test(`${kind} at ${viewport.width} px paint the first card’s photo before any script, where the card then shows it`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const { path, title, apiPath } =
        kind === 'PG results'
          ? { path: '/pg', title: 'Find your stay', apiPath: '/filtered-properties' }
          : kind === 'keyword results'
            ? await keywordCity(request).then((city) => ({
                path: `/PG?${new URLSearchParams({ search: city })}`,
                title: `Results for "${city}"`,
                apiPath: '/search-properties',
              }))
            : await cityPage(request).then((city) => ({
                path: city.path,
                title: city.heading,
                apiPath: '/filtered-properties',
              }));
      const seen = watch(page, apiPath, /\/properties\//);
      const landingReads = watch(page, '/landing-page', /^$/);
      const release = await holdScripts(page);
      await page.goto(path);

      const painted = page.locator('#boot-slot img');
      await expect(painted).toBeVisible();
      await expectPictureShown(painted);
      await expect(page.locator('#boot-title')).toHaveText(title);
      const paintedBox = rounded(await painted.boundingBox());
      const paintedSource = await painted.evaluate((img: HTMLImageElement) => img.currentSrc);
      // The photo is on the first screen: whole on a type's results; under a two-line title or a city's facts
      // on a small phone, most of it.
      const [, top = 0, , height = 0] = paintedBox ?? [];
      expect(height).toBeGreaterThan(100);
      if (kind === 'PG results') expect(top + height).toBeLessThanOrEqual(viewport.height);
      else expect(viewport.height - top).toBeGreaterThan(height / 2);

      // While the results' code loads, the shell's loading frame keeps the photo where it was.
      let releaseSearch: () => void = () => {};
      const searchHeld = new Promise<void>((resolve) => {
        releaseSearch = resolve;
      });
      await page.route(SEARCH_ENTRY, async (route) => {
        await searchHeld;
        await route.continue();
      });
      release();
      const framed = page.getByTestId('boot-picture');
      await expect(framed).toBeVisible();
      expect(rounded(await framed.boundingBox())).toEqual(paintedBox);
      releaseSearch();

      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      await expect(page.locator('#boot-slot')).toHaveCount(0);
      const photo = card.locator('img').first();
      await expect(photo).toBeVisible();
      expect(rounded(await photo.boundingBox())).toEqual(paintedBox);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(paintedSource);
      // The first results (and a city page's data) came with the page: the browser asked the API for neither.
      expect(seen.apiReads).toBe(0);
      expect(landingReads.apiReads).toBe(0);
      expect([...seen.pictures].filter((one) => paintedSource.endsWith(one))).toHaveLength(1);
    });
  }
}

test('filtered results, wider screens and a signed-in seeker’s results start with the page’s own render', async ({
  page,
}) => {
  // index.html marks the page it paints for with a class on <html> (boot-results here); every page has `js`.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/pg?gender=Female');
  await expect(page.getByTestId('result-count')).toContainText('found');
  expect(await page.locator('html').getAttribute('class')).toBe('js');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hostel');
  await expect(page.getByTestId('result-count')).toContainText('found');
  expect(await page.locator('html').getAttribute('class')).toBe('js');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.evaluate(() => localStorage.setItem('authToken', 'any'));
  await page.goto('/pg');
  expect(await page.locator('html').getAttribute('class')).toBe('js');
});

test('another detail page opened from the first one never shows the first one’s picture while it loads', async ({
  page,
  request,
}) => {
  const listings = (await (await request.get(`${API_URL}/get-all-pgs?per_page=50`)).json())
    .data as ApiListing[];
  const [first, second] = listings.filter((item) => item.gallery.length >= 1);
  await page.goto(`/pgdetails/${first!.propty_id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.accommodation_name })).toBeVisible();
  // The next listing's data held back: its loading frame shows, without the first one's photo or name.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/get-property-details-by-id/${second!.propty_id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/pgdetails/${second!.propty_id}`);
  await expect(page.getByTestId('property-skeleton')).toBeVisible();
  await expect(page.getByTestId('boot-picture')).toHaveCount(0);
  await expect(page.getByText(first!.accommodation_name)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: second!.accommodation_name })).toBeVisible();
});

test.describe('the map view on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('shows its cards before the map’s code has come, where the carousel then keeps them', async ({
    page,
  }) => {
    // Leaflet's and swiper's chunks (mf-search's), held until the cards have shown.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldChunks = 0;
    await page.route(`http://localhost:${TEST_PORTS['mf-search']}/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('_leaflet_id') || body.includes('slidesPerViewDynamic')) {
        heldChunks += 1;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/pg?view=map');

    const map = page.getByRole('region', { name: 'Map of results' });
    await expect(map).toBeVisible();
    const firstCard = page.getByTestId('static-map-cards').getByRole('article').first();
    await expect(firstCard).toBeInViewport({ ratio: 1 });
    await expectPictureShown(firstCard.locator('img'));
    const name = await firstCard.getAttribute('aria-label');
    const standInBox = rounded(await firstCard.boundingBox());
    // Back to the list works before the map has come.
    await expect(map.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    expect(heldChunks, 'the map’s code was asked for and held').toBeGreaterThan(0);

    release();
    await expect(
      map.getByRole('button', { name: /, (Rs\. [\d,]+ a month|price not given)$/ }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('static-map-cards')).toHaveCount(0);
    const carouselCard = map.locator('.swiper-slide').first().getByRole('article');
    await expect(carouselCard).toHaveAttribute('aria-label', name!);
    expect(rounded(await carouselCard.boundingBox())).toEqual(standInBox);
  });
});
