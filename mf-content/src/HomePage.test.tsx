import { setRemoteLoader } from '@basera/shared';
import { Link } from '@basera/shared/router';
import { gatedFetch, mockApi, renderPage, stubMatchMedia, styleAt } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { home } from './fixtures';
import HomePage from './HomePage';
import { BannerFrame } from './home/BannerSlide';

/** mf-search's modules, as the shell's loader would hand them over. */
function StubSearchBox({ target }: { target?: unknown }) {
  return <form aria-label="Search properties" data-target={String(target)} />;
}
function StubRecentCard({ listing }: { listing?: unknown }) {
  const { propty_id, accommodation_name } = listing as { propty_id: number; accommodation_name: string };
  return <Link to={`/pgdetails/${propty_id}`}>{accommodation_name}</Link>;
}

// The carousels' swiper reads window.matchMedia for its breakpoints; jsdom has none.
stubMatchMedia(false);

beforeEach(() => {
  setRemoteLoader(async (module) => {
    if (module === 'mf_search/SearchBox') return StubSearchBox as never;
    if (module === 'mf_search/RecentListingCard') return StubRecentCard as never;
    throw new Error(`Unexpected mount: ${module}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const renderHome = async (data = home()) => {
  const api = mockApi({ '/get-home': () => [200, { status: true, data }] });
  renderPage(<HomePage />);
  await screen.findByText('Most Recent Listing');
  return api;
};

/** The first banner picture as the browser would report it loaded (jsdom loads no pictures). */
const firstBannerLoads = () =>
  fireEvent.load(screen.getByRole('region', { name: 'Highlights' }).querySelector('img[src*="/banner-1-"]')!);

describe('HomePage', () => {
  it('shows a loading overlay until the home data arrives', async () => {
    mockApi({ '/get-home': () => [200, { status: true, data: home() }] });
    renderPage(<HomePage />);
    expect(screen.getByLabelText('Loading page')).toBeTruthy();
    await screen.findByText('Most Recent Listing');
    await waitFor(() => expect(screen.queryByLabelText('Loading page')).toBeNull());
  });

  it('takes the answer index.html already asked for instead of asking /get-home again', async () => {
    const data = home();
    data.slider[0]!.title = 'Painted before any script';
    window.__baseraBoot = { data: { '/get-home': Promise.resolve({ status: true, data }) } };
    try {
      const api = mockApi({ '/get-home': () => [200, { status: true, data: home() }] });
      renderPage(<HomePage />);
      const banner = await screen.findByRole('region', { name: 'Highlights' });
      expect((await within(banner).findAllByText('Painted before any script')).length).toBeGreaterThan(0);
      expect(api.calls.filter((call) => call.path === '/get-home')).toHaveLength(0);
    } finally {
      delete window.__baseraBoot;
    }
  });

  it('asks the API when the request index.html started failed', async () => {
    window.__baseraBoot = { data: { '/get-home': Promise.reject(new Error('offline')) } };
    try {
      const api = mockApi({ '/get-home': () => [200, { status: true, data: home() }] });
      renderPage(<HomePage />);
      await screen.findByText('Most Recent Listing');
      expect(api.calls.filter((call) => call.path === '/get-home')).toHaveLength(1);
    } finally {
      delete window.__baseraBoot;
    }
  });

  it('shows the banner slides and mounts the search box that lands on /PG', async () => {
    await renderHome();
    const banner = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(banner).getAllByText('Find a PG near your college or office').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find your PG, hostel, mess or shared room' }),
    ).toBeTruthy();
    expect((await screen.findByRole('form', { name: 'Search properties' })).dataset.target).toBe('/PG');
  });

  it('hides the slider when there are no slides', async () => {
    await renderHome(home({ slider: [] }));
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });

  it('links the what-we-offer and list-your-property cards and shows real counts', async () => {
    await renderHome();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/^Search Hostel Sharing/)).toBe('/search_hostel');
    expect(href(/^Search PG Sharing/)).toBe('/search_pg');
    expect(href(/^Search Room Sharing/)).toBe('/search_room');
    expect(href(/^Search Mess Sharing/)).toBe('/search_mess');
    expect(href(/^List your Hostel/)).toBe('/user/hostel');
    expect(href(/^List your Mess/)).toBe('/user/mess');
    expect(href(/^List your PG/)).toBe('/user/pg');
    expect(href(/^List your Room/)).toBe('/user/room');
    expect(screen.getByRole('link', { name: 'Search PG Sharing 42 Listings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Hostel Sharing 1 Listing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List your Room 0 Listings' })).toBeTruthy();
    expect(screen.queryByText(/100 Listings|200 Listings/)).toBeNull();
  });

  it('shows at most 6 recent listings under "Popular Listing", each linking to its detail page', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Most Recent Listing' });
    expect(within(section).getByText('Popular Listing')).toBeTruthy();
    const cards = await within(section).findAllByRole('link');
    expect(cards).toHaveLength(6);
    expect(cards[0]!.getAttribute('href')).toBe('/pgdetails/1');
    expect(within(section).queryByText('Sunrise PG 7')).toBeNull();
  });

  it('why choose us: View Details goes to /about, Video opens the embedded video, sandboxed and without cookies', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/about');
    // The point's icon markup is inserted without its script.
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
  });

  it('the Video modal stays empty without a video address', async () => {
    await renderHome(home({ whychooseus: { text_one: 'Why Choose Us', video: null } }));
    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('shows testimonials, and hides the section when there are none', async () => {
    await renderHome();
    const section = await screen.findByRole('region', { name: 'What People Say' });
    expect(within(section).getByText('Testimonials')).toBeTruthy();
    expect(within(section).getAllByText('Ananya Iyer').length).toBeGreaterThan(0);
  });

  it('has no testimonials section for an empty list', async () => {
    await renderHome(home({ people_say: [] }));
    expect(screen.queryByText('What People Say')).toBeNull();
  });

  it('ends with the contact form', async () => {
    await renderHome();
    expect(screen.getByRole('form', { name: 'Any Queries?' })).toBeTruthy();
  });

  it('offers Retry when the home data fails to load, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    mockApi({ '/get-home': () => (up ? [200, { status: true, data: home() }] : [500, { status: false }]) });
    renderPage(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the home page.');
    // The parts that need no data still work.
    expect(screen.getByRole('link', { name: /^Search PG Sharing/ })).toBeTruthy();
    up = true;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Most Recent Listing')).toBeTruthy();
    expect(screen.queryByText('We could not load the home page.')).toBeNull();
  });
});

/** A CSS length at 360, 700 and 1280 px wide: a phone, a tablet, a desktop. */
const at = (element: Element, property: string) =>
  [360, 700, 1280].map((width) => styleAt(element, property, width));
const BANNER = ['320px', '420px', '568px'];

describe('HomePage before its data, without layout shift', () => {
  it('gives the banner, the line under the heading and the search box their final size before the data', async () => {
    const api = gatedFetch(200, { status: true, data: home() });
    renderPage(<HomePage />);
    const frame = screen.getByRole('region', { name: 'Highlights' });
    expect(at(frame.firstElementChild!, 'height')).toEqual(BANNER);
    const subline = screen.getByRole('heading', { level: 1 }).nextElementSibling!;
    expect(at(subline, 'min-height')).toEqual(['48px', '24px', '24px']);
    // mf-search's box: Where, two fields a row and More options on phones and tablets; one row on desktops.
    expect(at(screen.getByLabelText('Loading search').firstElementChild!, 'height')).toEqual([
      '204px',
      '212px',
      '108px',
    ]);
    expect(screen.queryByText('Most Recent Listing')).toBeNull();

    await act(async () => api.release());
    await screen.findByText('Most Recent Listing');
    // The first slide shows as a still picture; swiper's code is not even asked for until that picture is in,
    // so the page's largest picture never waits for it.
    expect(screen.getByRole('region', { name: 'Highlights' }).querySelector('.swiper')).toBeNull();
    expect(at(frame.firstElementChild!, 'height')).toEqual(BANNER);
    firstBannerLoads();
    // The slider (once swiper's chunk is there) stands where the frame stood, as high on every width.
    const slide = await waitFor(
      () => {
        const found = document.querySelector('section[aria-label="Highlights"] .swiper-slide > div');
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(at(slide, 'height')).toEqual(BANNER);
    expect(subline.isConnected).toBe(true);
    expect(subline.textContent).toBe('Pick a state');
  });

  it('holds the lower sections’ places with placeholders of their shape until the data comes', async () => {
    const api = gatedFetch(200, { status: true, data: home() });
    renderPage(<HomePage />);
    // The 8 type cards and the feedback block keep their pictures' boxes; Most Recent Listing holds six
    // card-shaped places.
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(9);
    const placeholders = Array.from(
      document.querySelectorAll('section[aria-busy="true"] .MuiGrid-container'),
    );
    expect(placeholders.map((grid) => grid.children.length)).toEqual([4, 4, 6]);
    await act(async () => api.release());
    await screen.findByText('Most Recent Listing');
    // Pictures where the content has them; the list-your-property block of this content has none.
    expect(screen.queryAllByTestId('image-placeholder')).toHaveLength(4);
    expect(
      screen
        .getByRole('link', { name: /^Search PG Sharing/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('http://api/p.jpg');
    expect(document.querySelectorAll('section[aria-busy="true"]')).toHaveLength(0);
  });

  it('loads the first banner picture at once, first, and at the width the screen needs; the others later', async () => {
    await renderHome();
    firstBannerLoads();
    const pictures = await waitFor(
      () => {
        const found = Array.from(document.querySelectorAll<HTMLImageElement>('.swiper img[src*="/banner-"]'));
        expect(found.length).toBeGreaterThan(1);
        return found;
      },
      { timeout: 5000 },
    );
    const first = pictures.find((img) => img.src.includes('/banner-1-'))!;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('decoding')).toBe('async');
    expect(first.getAttribute('sizes')).toBe('100vw');
    expect(first.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `http://api/storage/content/banner-1-${w}.webp ${w}w`).join(', '),
    );
    const second = pictures.find((img) => img.src.includes('/banner-2-'))!;
    expect(second.getAttribute('fetchpriority')).toBeNull();
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  it('shows the first slide, its picture first, while the slider’s own code is still on its way', () => {
    renderPage(<BannerFrame slide={home().slider[0]} />);
    const frame = screen.getByRole('region', { name: 'Highlights' });
    expect(within(frame).getByText('Find a PG near your college or office')).toBeTruthy();
    expect(at(frame.firstElementChild!, 'height')).toEqual(BANNER);
    const picture = frame.querySelector('img')!;
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('src')).toBe('http://api/storage/content/banner-1-1280.webp');
    expect(picture.getAttribute('srcset')).toContain('banner-1-320.webp 320w');
  });
});
