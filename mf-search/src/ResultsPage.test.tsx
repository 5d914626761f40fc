import { mockApi, placeRoutes, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResultsPage, { FIRST_CARDS, preload } from './ResultsPage';
import { listing, Where } from './test-support';

function renderResults(url: string, wide = true) {
  stubMatchMedia(wide);
  const api = mockApi({
    ...placeRoutes,
    '/filtered-properties': () => [
      200,
      {
        status: true,
        data: [listing()],
        total: 1,
        page: 1,
        per_page: 10,
        photoPath: 'http://api/storage/',
        galleryPaths: 'http://api/storage/',
      },
    ],
  });
  renderPage(
    <>
      <ResultsPage />
      <Where />
    </>,
    { url, path: '/pg' },
  );
  const searches = () => api.calls.filter((call) => call.path === '/filtered-properties');
  return { searches };
}

describe('ResultsPage: Beds free now', () => {
  it('puts beds_free_now=1 in the URL and in the search call, and takes it out again', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5&beds_free_now=1'),
    );
    await waitFor(() => expect(searches().at(-1)?.query.get('beds_free_now')).toBe('1'));
    expect(searches().at(-1)?.query.get('city_id')).toBe('5');
    expect((screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Beds free now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5'));
    await waitFor(() => expect(searches().at(-1)?.query.has('beds_free_now')).toBe(false));
  });

  it('counts it among the active filters on a phone, from a shared link', async () => {
    const { searches } = renderResults('/pg?beds_free_now=1&sharing=Shared', false);
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByText('Filters (2)')).toBeTruthy();
    await waitFor(() => expect(searches()[0]?.query.get('beds_free_now')).toBe('1'));
  });
});

describe('ResultsPage: loading and photos', () => {
  const three = [
    listing({
      id: 1,
      propty_id: 1,
      accommodation_name: 'First PG',
      photo: 'a1-1280.webp',
      gallery: ['a2-1280.webp'],
    }),
    listing({ id: 2, propty_id: 2, accommodation_name: 'Second PG', photo: 'b1-1280.webp', gallery: [] }),
    listing({ id: 3, propty_id: 3, accommodation_name: 'Third PG', photo: 'c1-1280.webp', gallery: [] }),
  ];

  /** The search answers only when the test releases it. */
  function renderHeld() {
    stubMatchMedia(true);
    mockApi({
      ...placeRoutes,
      '/filtered-properties': () => [
        200,
        {
          status: true,
          data: three,
          total: 3,
          page: 1,
          per_page: 10,
          photoPath: 'http://api/storage/',
          galleryPaths: 'http://api/storage/',
        },
      ],
    });
    const answer = globalThis.fetch as (...args: unknown[]) => Promise<unknown>;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    (globalThis as { fetch: unknown }).fetch = jest.fn(async (...args: unknown[]) => {
      if (String(args[0]).includes('/filtered-properties')) await gate;
      return answer(...args);
    });
    renderPage(<ResultsPage />, { url: '/pg', path: '/pg' });
    return { release: () => act(async () => release()) };
  }

  it('says "Loading properties..." in the count’s line over card-shaped placeholders, then shows the cards', async () => {
    const search = renderHeld();
    expect(screen.getByTestId('result-count').textContent).toBe('Loading properties...');
    expect(screen.getAllByTestId('listing-card-skeleton')).toHaveLength(3);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await search.release();
    expect(await screen.findByText('3 properties found')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryAllByTestId('listing-card-skeleton')).toHaveLength(0);
  });

  it('loads the first card’s photo at once and first, the other photos when they near the screen', async () => {
    const search = renderHeld();
    await search.release();
    const [first, second, third] = await screen.findAllByRole('article');
    const main = within(first!).getByRole('img', { name: 'First PG' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `http://api/storage/a1-${w}.webp ${w}w`).join(', '),
    );
    // The first card's thumbnails and every later card wait.
    const thumbnail = first!.querySelectorAll('img')[1]!;
    expect(thumbnail.getAttribute('loading')).toBe('lazy');
    for (const card of [second!, third!]) {
      const photo = card.querySelector('img')!;
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect(photo.getAttribute('fetchpriority')).toBeNull();
      expect(photo.getAttribute('srcset')).toContain('-640.webp 640w');
    }
  });
});

describe('ResultsPage: a full page of results', () => {
  it('shows all ten cards in the answer’s order, the first few before the rest', async () => {
    stubMatchMedia(false);
    const ten = Array.from({ length: 10 }, (_, n) =>
      listing({ id: n + 1, propty_id: n + 1, accommodation_name: `PG number ${n + 1}` }),
    );
    mockApi({
      ...placeRoutes,
      '/filtered-properties': () => [
        200,
        { status: true, data: ten, total: 10, page: 1, per_page: 10, photoPath: '', galleryPaths: '' },
      ],
    });
    const counts: number[] = [];
    const watcher = new MutationObserver(() => counts.push(document.querySelectorAll('article').length));
    watcher.observe(document.body, { childList: true, subtree: true });
    renderPage(<ResultsPage />, { url: '/pg', path: '/pg' });
    expect(await screen.findByText('10 properties found')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    watcher.disconnect();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
      ten.map((one) => one.accommodation_name),
    );
    // The first cards were in the page before the other seven were built.
    expect(counts.filter((count) => count > 0)[0]).toBe(FIRST_CARDS);
  });
});

describe('ResultsPage: preload', () => {
  it('starts the search the page will show before the page renders, and the page uses that answer', async () => {
    stubMatchMedia(true);
    const api = mockApi({
      '/filtered-properties': () => [
        200,
        { status: true, data: [listing()], total: 1, page: 1, per_page: 10, photoPath: '', galleryPaths: '' },
      ],
    });
    preload({}, { pathname: '/pg', search: '?city_id=7' });
    const searches = () => api.calls.filter((call) => call.path === '/filtered-properties');
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.query.get('city_id')).toBe('7');
    renderPage(<ResultsPage />, { url: '/pg?city_id=7', path: '/pg' });
    expect(await screen.findByText('1 property found')).toBeTruthy();
    expect(searches()).toHaveLength(1);
  });
});

describe('ResultsPage on a phone', () => {
  it('shows the search as one line with the city’s name, and the form only once asked', async () => {
    renderResults('/pg?state_id=1&city_id=10', false);
    const summary = await screen.findByRole('button', { name: /^PG · Bengaluru/ });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull();

    fireEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Search properties' });
    fireEvent.submit(form);
    // The search went to the URL and the form folded back into its line.
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pg?state_id=1&city_id=10&room_type=Pg'),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull());
  });

  it('shows the full search box on wider screens', async () => {
    renderResults('/pg');
    expect(await screen.findByRole('form', { name: 'Search properties' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^PG · / })).toBeNull();
  });
});
