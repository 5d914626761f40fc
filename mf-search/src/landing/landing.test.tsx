import { landingApiPath } from '@basera/shared/rules';
import { mockApi, placeRoutes, renderPage, stubMatchMedia } from '@basera/shared/testing';
import type { LandingPageData } from '@basera/shared/types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LandingPage from '../LandingPage';
import { listing, Where } from '../test-support';

// Five people share two cores while these run: a test may take longer than jest's 5 s, not forever.
jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

const koramangala: LandingPageData = {
  type: 'PG',
  path: '/pg-in-bengaluru/koramangala',
  heading: 'PG in Koramangala, Bengaluru',
  city: { id: 10, name: 'Bengaluru', slug: 'bengaluru', state_id: 1, state_name: 'Karnataka' },
  locality: { name: 'Koramangala', slug: 'koramangala' },
  count: 27,
  price_min: 6500,
  price_max: 18000,
  summary: [
    '27 PGs in Koramangala start between Rs. 6,500 and Rs. 18,000 a month.',
    '12 of them serve food.',
  ],
  search: { state_id: '1', city_id: '10', room_type: 'Pg', location: 'Koramangala' },
  localities: [
    { name: 'HSR Layout', path: '/pg-in-bengaluru/hsr-layout', count: 9 },
    { name: 'BTM Layout', path: '/pg-in-bengaluru/btm-layout', count: 4 },
  ],
  other_types: [
    { name: 'Hostel', path: '/hostel-in-bengaluru/koramangala', count: 4 },
    { name: 'Mess', path: '/mess-in-bengaluru/koramangala', count: 2 },
  ],
  city_page: { name: 'PG in Bengaluru', path: '/pg-in-bengaluru', count: 61 },
  updated_at: '2026-11-20T10:00:00.000Z',
};

const bengaluru: LandingPageData = {
  ...koramangala,
  path: '/pg-in-bengaluru',
  heading: 'PG in Bengaluru',
  locality: null,
  count: 61,
  search: { state_id: '1', city_id: '10', room_type: 'Pg' },
  localities: [{ name: 'Koramangala', path: '/pg-in-bengaluru/koramangala', count: 27 }],
  other_types: [{ name: 'Hostel', path: '/hostel-in-bengaluru', count: 7 }],
  city_page: null,
};

const pages: Record<string, LandingPageData> = {
  '/pg-in-bengaluru/koramangala': koramangala,
  '/pg-in-bengaluru': bengaluru,
};

/** The landing page at `url` over a fake API: the two pages above exist, any other answers 404. */
function renderLanding(
  url: string,
  { wide = true, total = 27, gate }: { wide?: boolean; total?: number; gate?: Promise<void> } = {},
) {
  stubMatchMedia(wide);
  const api = mockApi({
    ...placeRoutes,
    '/landing-page': (_body, query) => {
      const page = pages[query.get('path') ?? ''];
      return page ? [200, { status: true, data: page }] : [404, { status: false, message: 'Page not found' }];
    },
    '/filtered-properties': (_body, query) => [
      200,
      {
        status: true,
        data: [listing({ accommodation_name: `Sunrise PG, page ${query.get('page')}` })],
        total,
        page: Number(query.get('page')),
        per_page: 10,
        photoPath: 'http://api/storage/',
        galleryPaths: 'http://api/storage/',
      },
    ],
  });
  if (gate) {
    // Every answer waits for the test's go.
    const answer = api.fetchMock;
    (globalThis as { fetch: unknown }).fetch = jest.fn(async (input: string, init?: { body?: string }) => {
      await gate;
      return answer(input, init);
    });
  }
  renderPage(
    <>
      <LandingPage />
      <Where />
    </>,
    { url, path: '/:landing/:locality?' },
  );
  return {
    api,
    searches: () => api.calls.filter((call) => call.path === '/filtered-properties'),
    landingReads: () => api.calls.filter((call) => call.path === '/landing-page'),
  };
}

const where = () => screen.getByTestId('where').textContent;
const heading = () => screen.getByRole('heading', { level: 1 });

beforeAll(() => {
  window.scrollTo = () => undefined;
});
afterEach(() => {
  delete window.__baseraBoot;
});

describe('LandingPage: a locality page', () => {
  it('shows the heading, the facts and the summary from the data, and names the page', async () => {
    renderLanding('/pg-in-bengaluru/koramangala');
    expect(await screen.findByText('27 PGs', {}, slow)).toBeTruthy();
    expect(heading().textContent).toBe('PG in Koramangala, Bengaluru');
    expect(screen.getByText('Rs. 6,500 – Rs. 18,000 a month')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About PG in Koramangala' });
    expect(about.textContent).toContain('12 of them serve food.');
    expect(about.textContent).toContain('start between Rs. 6,500 and Rs. 18,000 a month.');
    await waitFor(() => expect(document.title).toBe('PG in Koramangala, Bengaluru | Basera'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      koramangala.summary[0],
    );
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'PG in Bengaluru' }).getAttribute('href')).toBe(
      '/pg-in-bengaluru',
    );
    expect(crumbs.textContent).toBe('Home/PG in Bengaluru/Koramangala');
  });

  it('links to the nearby localities, the other types here and the city page', async () => {
    renderLanding('/pg-in-bengaluru/koramangala');
    const nearby = await screen.findByRole('list', { name: 'PG in nearby localities' }, slow);
    const hrefs = within(nearby)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['HSR Layout (9)', '/pg-in-bengaluru/hsr-layout'],
      ['BTM Layout (4)', '/pg-in-bengaluru/btm-layout'],
    ]);
    expect(screen.getByTestId('other-types').textContent).toBe('Also in Koramangala: Hostel (4), Mess (2)');
    expect(screen.getByRole('link', { name: 'Hostel (4)' }).getAttribute('href')).toBe(
      '/hostel-in-bengaluru/koramangala',
    );
    expect(screen.getByRole('link', { name: 'Mess (2)' }).getAttribute('href')).toBe(
      '/mess-in-bengaluru/koramangala',
    );
    expect(screen.getByRole('link', { name: 'All PG in Bengaluru (61)' }).getAttribute('href')).toBe(
      '/pg-in-bengaluru',
    );
  });

  it('shows the results of its fixed search: the request carries it, the cards and the count show', async () => {
    const { searches } = renderLanding('/pg-in-bengaluru/koramangala');
    expect(await screen.findByText('Sunrise PG, page 1', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('27 properties found');
    expect(searches()).toHaveLength(1);
    const query = Object.fromEntries(searches()[0]!.query);
    expect(query).toEqual({
      state_id: '1',
      city_id: '10',
      room_type: 'Pg',
      location: 'Koramangala',
      page: '1',
      per_page: '10',
    });
  });
});

describe('LandingPage: the results stay on the landing address for pages and sort, and leave for a search', () => {
  it('pages on its own address, with the fixed search', async () => {
    const { searches } = renderLanding('/pg-in-bengaluru/koramangala');
    expect(await screen.findByText('Sunrise PG, page 1', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(where()).toBe('/pg-in-bengaluru/koramangala?page=2'), slow);
    expect(await screen.findByText('Sunrise PG, page 2', {}, slow)).toBeTruthy();
    const query = searches().at(-1)!.query;
    expect([query.get('page'), query.get('location'), query.get('city_id'), query.get('room_type')]).toEqual([
      '2',
      'Koramangala',
      '10',
      'Pg',
    ]);
    // The heading is the page's still.
    expect(heading().textContent).toBe('PG in Koramangala, Bengaluru');
  });

  it('reads a shared link’s page and sort, and sorts on its own address', async () => {
    const { searches } = renderLanding('/pg-in-bengaluru?page=3&gender=Female');
    expect(await screen.findByText('Sunrise PG, page 3', {}, slow)).toBeTruthy();
    // A filter in a landing address is not the page's: only its page, sort and view are read.
    expect(searches()[0]!.query.has('gender')).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    await waitFor(() => expect(where()).toBe('/pg-in-bengaluru?sort=price_asc'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('sort')).toBe('price_asc'), slow);
    expect(searches().at(-1)?.query.get('page')).toBe('1');
  });

  it('goes to the typed results route with the whole search when a filter changes', async () => {
    renderLanding('/pg-in-bengaluru/koramangala?sort=price_asc&page=2');
    expect(await screen.findByText('Sunrise PG, page 2', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(
      () => expect(where()).toBe('/pg?state_id=1&city_id=10&location=Koramangala&sort=price_asc&verified=1'),
      slow,
    );
  });

  it('goes to the typed results route when the search box is submitted', async () => {
    renderLanding('/pg-in-bengaluru');
    expect(await screen.findByText('Sunrise PG, page 1', {}, slow)).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Search properties' }));
    await waitFor(() => expect(where()).toBe('/pg?state_id=1&city_id=10&room_type=Pg'), slow);
  });
});

describe('LandingPage: loading', () => {
  it('holds the final boxes while the data loads: the heading from the address, the facts’ line, the list', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { searches } = renderLanding('/pg-in-bengaluru/koramangala', { gate });
    const title = heading();
    expect(title.textContent).toBe('PG in Koramangala, Bengaluru');
    const facts = screen.getByTestId('landing-facts');
    expect(facts.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('result-count').textContent).toBe('Loading properties...');
    const before = searches().length;
    await act(async () => open());
    expect(await screen.findByText('27 PGs', {}, slow)).toBeTruthy();
    // The same elements, filled: nothing was replaced by another box.
    expect(heading()).toBe(title);
    expect(screen.getByTestId('landing-facts')).toBe(facts);
    expect(facts.getAttribute('aria-busy')).toBe('false');
    await waitFor(() => expect(searches().length).toBeGreaterThan(before), slow);
  });

  it('uses the answer the shell’s HTML carried (boot data) instead of asking the API', async () => {
    window.__baseraBoot = {
      data: { [landingApiPath('/pg-in-bengaluru')]: Promise.resolve({ status: true, data: bengaluru }) },
    };
    const { landingReads } = renderLanding('/pg-in-bengaluru');
    expect(await screen.findByText('61 PGs', {}, slow)).toBeTruthy();
    expect(heading().textContent).toBe('PG in Bengaluru');
    expect(landingReads()).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'PG by locality in Bengaluru' })).toBeTruthy();
  });
});

describe('LandingPage: no listing there (404)', () => {
  it('says so for a locality and offers its city’s page, localities and other types', async () => {
    renderLanding('/pg-in-bengaluru/jayanagar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No PG listings in Jayanagar yet' }, slow),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'PG in Bengaluru (61)' }, slow)).getAttribute('href'),
    ).toBe('/pg-in-bengaluru');
    expect(screen.getByRole('link', { name: 'All PG listings' }).getAttribute('href')).toBe('/pg');
    expect(screen.getByRole('link', { name: 'Koramangala (27)' }).getAttribute('href')).toBe(
      '/pg-in-bengaluru/koramangala',
    );
    expect(screen.getByRole('link', { name: 'Hostel (7)' }).getAttribute('href')).toBe(
      '/hostel-in-bengaluru',
    );
    await waitFor(() => expect(document.title).toBe('No PG listings in Jayanagar yet | Basera'));
    expect(screen.queryByTestId('result-count')).toBeNull();
  });

  it('says so for a city with nothing of the type and offers the type’s results and the other types', async () => {
    const { searches } = renderLanding('/mess-in-mysuru');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Mess listings in Mysuru yet' }, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Mess listings' }).getAttribute('href')).toBe('/mess');
    const others = screen
      .getAllByRole('link')
      .filter((link) => ['PG', 'Hostel', 'Room Sharing'].includes(link.textContent ?? ''));
    expect(others.map((link) => link.getAttribute('href'))).toEqual(['/pg', '/hostel', '/room']);
    expect(searches()).toHaveLength(0);
  });
});
