import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';
import { expectPictureShown, holdScripts } from './helpers';

// A listing's detail page, the blog and a type's results on a phone paint their largest picture from index.html before any script runs
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

// A type's results on a phone (signed out, no filter yet) paint the first card's photo the same way.
for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
]) {
  test(`the PG results at ${viewport.width} px paint the first card’s photo before any script, where the card then shows it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const apiPath = '/filtered-properties';
    const seen = watch(page, apiPath, /\/properties\//);
    const release = await holdScripts(page);
    await page.goto('/pg');

    const painted = page.locator('#boot-slot img');
    await expect(painted).toBeVisible();
    await expectPictureShown(painted);
    await expect(page.locator('#boot-title')).toHaveText('Find your stay');
    const paintedBox = rounded(await painted.boundingBox());
    const paintedSource = await painted.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The photo is on the first screen, whole.
    const [, top = 0, , height = 0] = paintedBox ?? [];
    expect(top + height).toBeLessThanOrEqual(viewport.height);
    expect(height).toBeGreaterThan(100);

    release();
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(page.locator('#boot-slot')).toHaveCount(0);
    const photo = card.locator('img').first();
    await expect(photo).toBeVisible();
    expect(rounded(await photo.boundingBox())).toEqual(paintedBox);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(paintedSource);
    expect(seen.apiReads).toBe(1);
    expect([...seen.pictures].filter((path) => paintedSource.endsWith(path))).toHaveLength(1);
  });
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
