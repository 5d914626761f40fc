import { expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';
import { expectPictureShown, holdScripts } from './helpers';
import { newestListing } from './listings';

/**
 * The home page renders the sections below the fold as they come near the screen (mf-content's WhenNear): scroll
 * through it a screen at a time, as a visitor would, letting the browser paint between steps.
 */
async function scrollThroughHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
  }
}

interface Home {
  banner_sliding_time: number;
  slider: Array<{ title: string }>;
  most_recent_listing: Array<{ propty_id: number; accommodation_name: string }>;
  people_say: Array<{ name: string }>;
  listing_counts: Record<'PG' | 'Hostel' | 'Mess' | 'Room', number>;
}
interface Blog {
  slug: string;
  title: string;
}

const apiData = async <T>(page: Page, path: string): Promise<T> =>
  (await (await page.request.get(`${API_URL}${path}`)).json()).data as T;

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('paints the header and the first banner picture before any script runs, and then uses one download of each', async ({
    page,
  }) => {
    const apiReads: string[] = [];
    const pictures: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/get-home') apiReads.push(url.pathname);
      if (url.pathname.includes('/banner-1-')) pictures.push(url.pathname);
    });
    // The shell's entry held back: what shows is index.html alone.
    const release = await holdScripts(page);
    // The picture starts from the answer the server wrote into the page, so the held entry script is asked for
    // before the load event, which then waits for it: the page is there at DOMContentLoaded.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const painted = page.locator('#boot-hero img');
    await expect(painted).toBeVisible();
    // In place at once, shown once its download is in (the scripts wait for that).
    await expectPictureShown(painted);
    expect(await painted.getAttribute('src')).toMatch(/\/banner-1-1280\.webp$/);
    expect(await painted.boundingBox()).toEqual({ x: 0, y: 65, width: 1280, height: 568 });
    // The header's brand (the server's crawlable block, hidden with JavaScript on, names Basera too).
    await expect(page.locator('.boot-brand')).toHaveText('Basera');
    await expect(page.locator('.boot-brand')).toBeVisible();
    await expect(page.locator('.seo-block')).toBeHidden();

    release();
    const banner = page.getByRole('region', { name: 'Highlights' });
    await expect(banner.locator('.swiper')).toBeVisible();
    await expect(page.locator('#boot-hero')).toHaveCount(0);
    // React's banner sits where the painted one was, from the same download; /get-home came with the page (the
    // server's boot data), so the browser never asked for it.
    expect(await banner.boundingBox()).toEqual({ x: 0, y: 65, width: 1280, height: 568 });
    expect(apiReads).toEqual([]);
    expect(new Set(pictures).size).toBe(1);
  });

  test('shows the slider, search box, real counts and recent listings from the API; a card opens its detail page', async ({
    page,
  }) => {
    const home = await apiData<Home>(page, '/get-home');
    await page.goto('/');

    const banner = page.getByRole('region', { name: 'Highlights' });
    await expect(banner.getByText(home.slider[0]!.title).first()).toBeVisible();
    // One slide at a time, 568 px high on a desktop, dots and no arrows.
    expect((await banner.locator('.swiper').boundingBox())?.height).toBe(568);
    await expect(banner.locator('.swiper-pagination-bullet')).toHaveCount(home.slider.length);
    await expect(banner.locator('.swiper-button-next, .swiper-button-prev')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find your PG, hostel, mess or shared room',
    );
    await expect(page.getByRole('form', { name: 'Search properties' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Search PG Sharing/ })).toContainText(
      `${home.listing_counts.PG} Listings`,
    );
    await expect(page.getByRole('link', { name: /^List your Mess/ })).toContainText(
      `${home.listing_counts.Mess} Listings`,
    );

    await scrollThroughHome(page);
    const recent = page.getByRole('region', { name: 'Most Recent Listing' });
    await expect(recent.getByText('Popular Listing')).toBeVisible();
    const first = home.most_recent_listing[0]!;
    const cards = recent.locator('a[href^="/pgdetails/"]');
    await expect(cards).toHaveCount(Math.min(6, home.most_recent_listing.length));
    await expect(cards.first()).toHaveAttribute('href', `/pgdetails/${first.propty_id}`);

    const people = page.getByRole('region', { name: 'What People Say' });
    await expect(people.getByText(home.people_say[0]!.name).first()).toBeVisible();

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/pgdetails/${first.propty_id}$`));
    await expect(page.getByRole('heading', { name: first.accommodation_name }).first()).toBeVisible();
  });

  test('the banner keeps sliding while the mouse rests on it', async ({ page }) => {
    const home = await apiData<Home>(page, '/get-home');
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    const active = banner.locator('.swiper-pagination-bullet-active');
    await expect(active).toHaveCount(1);
    const bullets = banner.locator('.swiper-pagination-bullet');
    const activeIndex = () =>
      bullets.evaluateAll((all) =>
        all.findIndex((b) => b.classList.contains('swiper-pagination-bullet-active')),
      );
    expect(await activeIndex()).toBe(0);
    await banner.hover();
    await expect.poll(activeIndex, { timeout: (home.banner_sliding_time + 3) * 1000 }).toBe(1);
  });

  test('the Video button opens the Video modal with the embedded video', async ({ page }) => {
    await page.goto('/');
    await scrollThroughHome(page);
    await page.getByRole('button', { name: 'Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video' });
    await expect(dialog).toBeVisible();
    // YouTube's privacy-enhanced host, in a frame that can neither navigate the page nor open windows.
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('shows three testimonials side by side on a desktop', async ({ page }) => {
    await page.goto('/');
    await scrollThroughHome(page);
    const slides = page.getByRole('region', { name: 'What People Say' }).locator('.swiper-slide');
    await expect(slides.first()).toBeVisible();
    // Slides wholly on screen in one row, counted between autoplay moves (every 2.5 s): caught mid-move, one of
    // them is half off the edge. A layout of two per view never counts three.
    const wholeInRow = async () => {
      const boxes = await slides.evaluateAll((all) => all.map((s) => s.getBoundingClientRect().toJSON()));
      return boxes.filter(
        (b: DOMRect) => b.left >= 0 && b.right <= 1280 && Math.abs(b.top - boxes[0].top) < 2,
      ).length;
    };
    await expect.poll(wholeInRow, { intervals: [100] }).toBe(3);
  });

  test('the home search lands on /PG', async ({ page }) => {
    await page.goto('/');
    // The search box is mf-search's, inside mf-content's page: its menus must open there too.
    const form = page.getByRole('form', { name: 'Search properties' });
    // A city with a hostel, from the API, typed into Where: its suggestions open over the page.
    const hostel = await newestListing(page.request, 'Hostel');
    const where = form.getByRole('combobox', { name: 'Where' });
    // The list opens under the box, not over the banner, as it does for a seeker who scrolled to it.
    await form.scrollIntoViewIfNeeded();
    await where.click();
    await where.fill(hostel.city_name.slice(0, 4));
    const city = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: new RegExp(`^${hostel.city_name}( \\(.+\\))?City · ${hostel.state_name}$`) });
    await city.click();
    await expect(where).toHaveValue(hostel.city_name);
    await form.getByRole('combobox', { name: 'Room Type' }).selectOption({ label: 'Hostel' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/PG\\?state_id=${hostel.state_id}&city_id=${hostel.city_id}&room_type=Hostel$`),
    );
    await expect(page.locator('main a[href^="/pgdetails/"]').first()).toBeVisible();
  });
});

test('the contact form shows every field error, then sends, clears and mails the business', async ({
  page,
}) => {
  const settings = await (await page.request.get(`${API_URL}/general-settings`)).json();
  const business: string = settings.general_settings.email;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Any Queries?' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name is required.',
    'Phone number is required.',
    'Email is required.',
    'City is required.',
    'Message cannot be empty.',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();

  const text = `Looking for a PG near Hitech City, ref ${Date.now()}`;
  await form.getByLabel('Name').fill('Kavya Reddy');
  await form.getByLabel('Phone No').fill('98765');
  await form.getByLabel('Email').fill('kavya@example');
  await form.getByLabel('City').fill('Hyderabad');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Phone number must be 10 digits.')).toBeVisible();
  await expect(form.getByText('Enter a valid email.')).toBeVisible();
  await expect(form.getByText('Name is required.')).toBeHidden();

  await form.getByLabel('Phone No').fill('9876543210');
  await form.getByLabel('Email').fill('kavya.reddy@example.in');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message sent successfully!')).toBeVisible();
  for (const label of ['Name', 'Phone No', 'Email', 'City', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByText('Phone number must be 10 digits.')).toBeHidden();

  const outbox = await (await page.request.get(`${API_URL}/dev/outbox`, { params: { to: business } })).json();
  expect(outbox.data[0].body).toContain(text);
  expect(outbox.data[0].body).toContain('kavya.reddy@example.in');
});

test('the contact page shows the business details beside the form', async ({ page }) => {
  const details = (
    await apiData<{ contact_details: { address: string; email: string } }>(page, '/get-contact-us')
  ).contact_details;
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText(details.address)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: details.email })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Facebook' })).toBeVisible();
});

test('the FAQ opens with its first answer showing', async ({ page }) => {
  const { faqs } = await apiData<{ faqs: Array<{ question: string; answer: string }> }>(page, '/faqs');
  await page.goto('/faq');
  const first = page.getByRole('button', { name: faqs[0]!.question });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
  await expect(page.getByRole('button', { name: faqs[1]!.question })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByText(faqs[1]!.answer)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('FAQ');
});

test('blog list -> article -> a trending topic swaps the article', async ({ page }) => {
  const blogs = await apiData<Blog[]>(page, '/all-blog');
  await page.goto('/blog');
  await expect(page.locator('main article')).toHaveCount(blogs.length);
  await page.getByRole('link', { name: `Read more: ${blogs[0]!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blogdetails/${blogs[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: blogs[0]!.title })).toBeVisible();

  const trending = page.getByRole('complementary', { name: 'Trending Topics' });
  const links = trending.getByRole('link');
  await expect(links).toHaveCount(Math.min(6, blogs.length - 1));
  await expect(trending.locator(`a[href="/blogdetails/${blogs[0]!.slug}"]`)).toHaveCount(0);
  await trending.locator(`a[href="/blogdetails/${blogs[2]!.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/blogdetails/${blogs[2]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: blogs[2]!.title })).toBeVisible();
  await expect(trending.locator(`a[href="/blogdetails/${blogs[0]!.slug}"]`)).toHaveCount(1);
});

test('an unknown article says it was not found', async ({ page }) => {
  await page.goto('/blogdetails/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

for (const [route, path] of [
  ['/privacy_policies', '/privacy-policy'],
  ['/term_and_condition', '/terms-and-conditions'],
  ['/cancelation', '/cancelation'],
  ['/refundpolicy', '/refund-and-cancellation-policy'],
  ['/refund-and-cancellation-policy', '/refund-and-cancellation-policy'],
  ['/helpcenter', '/help-center'],
] as const) {
  test(`the policy page ${route} renders its title and content`, async ({ page }) => {
    const data = await apiData<{ page_title: string }>(page, path);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 2, name: data.page_title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: data.page_title })).toBeVisible();
    await expect(page.locator('main p').first()).toBeVisible();
    await expect(page).toHaveTitle(`${data.page_title} | Basera`);
  });
}
