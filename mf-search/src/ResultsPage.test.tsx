import { useAuthStore } from '@basera/shared';
import { mockApi, placeRoutes, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResultsPage, { FIRST_CARDS, preload } from './ResultsPage';
import { listing, Where } from './test-support';

function renderResults(url: string, wide = true, found = 1) {
  stubMatchMedia(wide);
  const page = () =>
    [
      200,
      {
        status: true,
        data: found ? [listing()] : [],
        total: found,
        page: 1,
        per_page: 10,
        photoPath: 'http://api/storage/',
        galleryPaths: 'http://api/storage/',
      },
    ] as [number, unknown];
  const api = mockApi({ ...placeRoutes, '/filtered-properties': page, '/search-properties': page });
  renderPage(
    <>
      <ResultsPage />
      <Where />
    </>,
    { url, path: '/pg' },
  );
  const searches = () => api.calls.filter((call) => call.path === '/filtered-properties');
  const keywordSearches = () => api.calls.filter((call) => call.path === '/search-properties');
  return { searches, keywordSearches, api };
}

const where = () => screen.getByTestId('where').textContent;
// Five people share two cores while these run: a test may take longer than jest's 5 s, not forever.
jest.setTimeout(60_000);

/** Waits long enough for a busy machine (lazy chunks, deferred renders); a real failure still fails. */
const slow = { timeout: 20_000 };

describe('ResultsPage: Beds free now', () => {
  it('puts beds_free_now=1 in the URL and in the search call, and takes it out again', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5&beds_free_now=1'),
      slow,
    );
    await waitFor(() => expect(searches().at(-1)?.query.get('beds_free_now')).toBe('1'), slow);
    expect(searches().at(-1)?.query.get('city_id')).toBe('5');
    expect((screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Beds free now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.has('beds_free_now')).toBe(false), slow);
  });

  it('counts it among the active filters on a phone, from a shared link', async () => {
    const { searches } = renderResults('/pg?beds_free_now=1&sharing=Shared', false);
    expect(await screen.findByRole('button', { name: 'Filters (2)' }, slow)).toBeTruthy();
    await waitFor(() => expect(searches()[0]?.query.get('beds_free_now')).toBe('1'), slow);
  });
});

describe('ResultsPage: Verified only', () => {
  it('puts verified=1 in the URL and in the search call, and takes it out again', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    const box = () => screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement;
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&verified=1'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('verified')).toBe('1'), slow);
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    await waitFor(() => expect(where()).toBe('/pg?city_id=5'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.has('verified')).toBe(false), slow);
  });

  it('reads it from a shared link: checked, counted on a phone, and sent', async () => {
    const { searches } = renderResults('/pg?verified=1', false);
    expect(await screen.findByRole('button', { name: 'Filters (1)' }, slow)).toBeTruthy();
    await waitFor(() => expect(searches()[0]?.query.get('verified')).toBe('1'), slow);
  });
});

describe('ResultsPage: 4 ★ and above, and Top rated', () => {
  it('puts min_rating=4 in the URL and the search, shows its chip, and the chip takes it out again', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    const box = () => screen.getByRole('checkbox', { name: '4 ★ and above' }) as HTMLInputElement;
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&min_rating=4'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('min_rating')).toBe('4'), slow);
    expect(box().checked).toBe(true);
    const chip = await screen.findByRole('button', { name: 'Remove 4 ★ and above' }, slow);
    fireEvent.click(chip);
    await waitFor(() => expect(where()).toBe('/pg?city_id=5'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.has('min_rating')).toBe(false), slow);
    expect(box().checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove 4 ★ and above' })).toBeNull();
  });

  it('reads it from a shared link: checked, counted on a phone, chipped and sent', async () => {
    const { searches } = renderResults('/pg?min_rating=4', false);
    expect(await screen.findByRole('button', { name: 'Filters (1)' }, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove 4 ★ and above' }, slow)).toBeTruthy();
    await waitFor(() => expect(searches()[0]?.query.get('min_rating')).toBe('4'), slow);
  });

  it('sorts by Top rated: the URL and the search call say top_rated, and a shared link keeps it', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'top_rated' } });
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&sort=top_rated'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('sort')).toBe('top_rated'), slow);
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).selectedOptions[0]?.textContent,
    ).toBe('Top rated');
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
    expect(await screen.findByText('3 properties found', {}, slow)).toBeTruthy();
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
    expect(await screen.findByText('10 properties found', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10), slow);
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
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    expect(searches()).toHaveLength(1);
  });
});

describe('ResultsPage on a phone', () => {
  it('names the city from the state’s cities and reads the list of states only for More options', async () => {
    const { api } = renderResults('/pg?state_id=1&city_id=10', false);
    expect(await screen.findByRole('button', { name: /^PG · Bengaluru/ }, slow)).toBeTruthy();
    const read = (path: string) => api.calls.filter((call) => call.path === path).length;
    expect(read('/cities/1')).toBeGreaterThan(0);
    // Its answer would render the whole page again, on a phone where nothing shows it.
    expect(read('/states')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /^PG · Bengaluru/ }));
    const form = await screen.findByRole('form', { name: 'Search properties' }, slow);
    // The open box names the city in its where field, still without the states.
    expect(within(form).getByDisplayValue('Bengaluru')).toBeTruthy();
    expect(read('/states')).toBe(0);
    fireEvent.click(within(form).getByRole('button', { name: 'More options' }));
    await waitFor(() => expect(read('/states')).toBe(1), slow);
  });

  it('shows the search as one line with the city’s name, and the form only once asked', async () => {
    renderResults('/pg?state_id=1&city_id=10', false);
    const summary = await screen.findByRole('button', { name: /^PG · Bengaluru/ }, slow);
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull();

    fireEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Search properties' }, slow);
    fireEvent.submit(form);
    // The search went to the URL and the form folded back into its line.
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/pg?state_id=1&city_id=10&room_type=Pg'),
      slow,
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull(), slow);
  });

  it('shows the full search box on wider screens', async () => {
    renderResults('/pg');
    expect(await screen.findByRole('form', { name: 'Search properties' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^PG · / })).toBeNull();
  });
});

describe('ResultsPage: budget', () => {
  it('shows the two numbers, follows a thumb, and searches with a bound moved from its end', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('budget').textContent).toBe('Rs. 0 – Rs. 25,000+');
    const low = await screen.findByRole('slider', { name: 'Minimum budget' }, slow);
    fireEvent.change(low, { target: { value: '5000' } });
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&min_price=5000'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('min_price')).toBe('5000'), slow);
    expect(searches().at(-1)?.query.has('max_price')).toBe(false);
    expect(screen.getByTestId('budget').textContent).toBe('Rs. 5,000 – Rs. 25,000+');

    fireEvent.change(screen.getByRole('slider', { name: 'Maximum budget' }), { target: { value: '12000' } });
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&min_price=5000&max_price=12000'), slow);
    expect(screen.getByTestId('budget').textContent).toBe('Rs. 5,000 – Rs. 12,000');
    // Back to the end: the bound leaves the URL.
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum budget' }), { target: { value: '0' } });
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&max_price=12000'), slow);
  });

  it('reads a shared link’s budget', async () => {
    renderResults('/pg?min_price=3000&max_price=9500');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('budget').textContent).toBe('Rs. 3,000 – Rs. 9,500');
    const high = (await screen.findByRole('slider', { name: 'Maximum budget' }, slow)) as HTMLInputElement;
    expect(high.value).toBe('9500');
  });
});

describe('ResultsPage: food', () => {
  it('searches with or without food and by kitchen, and keeps the kitchen boxes for when food is possible', async () => {
    const { searches } = renderResults('/pg');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'With food' }));
    await waitFor(() => expect(where()).toBe('/pg?food=with'), slow);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pure veg' }));
    await waitFor(() => expect(where()).toBe('/pg?food=with&diet=Veg'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.get('diet')).toBe('Veg'), slow);
    expect(searches().at(-1)?.query.get('food')).toBe('with');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pure veg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'With food' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Without food' }));
    await waitFor(() => expect(where()).toBe('/pg?food=without'), slow);
    expect((screen.getByRole('checkbox', { name: 'Non-veg served' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

describe('ResultsPage: Clear all', () => {
  const filtered = '/pg?city_id=5&sort=price_asc&min_price=4000&food=with&beds_free_now=1&sharing=Shared';

  it('clears every filter of the sidebar and keeps the place and the sort', async () => {
    const { searches } = renderResults(filtered);
    const filters = await screen.findByRole('complementary', { name: 'Filters' }, slow);
    expect(within(filters).getByText('Filters (4)')).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&sort=price_asc'), slow);
    await waitFor(() => expect(searches().at(-1)?.query.has('food')).toBe(false), slow);
    expect(within(filters).queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('is offered on an empty result when filters are on, and only then', async () => {
    renderResults(filtered, true, 0);
    expect(await screen.findByText('No places match this search', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&sort=price_asc'), slow);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });

  it('is in the phone’s filter sheet, and clears when the sheet’s results are shown', async () => {
    renderResults(filtered, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (4)' }, slow));
    const sheet = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(sheet).getByRole('button', { name: /^Show / }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&sort=price_asc'), slow);
  });
});

describe('ResultsPage: keyword results', () => {
  it('sends every filter and the sort with the keyword, best match first by default', async () => {
    const { keywordSearches, searches } = renderResults('/PG?search=wakad&food=with&max_price=9000');
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    const call = keywordSearches().at(-1)!.query;
    expect(Object.fromEntries(call)).toEqual({
      search: 'wakad',
      food: 'with',
      max_price: '9000',
      page: '1',
      per_page: '10',
    });
    expect(searches()).toHaveLength(0);
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sort.selectedOptions[0]?.textContent).toBe('Best match');
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    await waitFor(
      () => expect(where()).toBe('/PG?search=wakad&food=with&max_price=9000&sort=price_asc'),
      slow,
    );
    await waitFor(() => expect(keywordSearches().at(-1)?.query.get('sort')).toBe('price_asc'), slow);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beds free now' }));
    await waitFor(() => expect(keywordSearches().at(-1)?.query.get('beds_free_now')).toBe('1'), slow);
  });
});

describe('ResultsPage: title', () => {
  it.each([
    ['/pg?room_type=Hostel', 'Hostel listings | Basera'],
    ['/pg', 'PG listings | Basera'],
    ['/PG?search=wakad', 'Results for "wakad" | Basera'],
  ])('%s is titled %s', async (url, title) => {
    renderResults(url);
    await waitFor(() => expect(document.title).toBe(title), slow);
  });
});

describe('ResultsPage: signing in on the page', () => {
  afterEach(() => act(() => useAuthStore.getState().logout()));

  it('reads the results again with the session, so the hearts of places already shortlisted fill', async () => {
    stubMatchMedia(true);
    // As the server does: the answer's hearts are the signed-in viewer's shortlist.
    const api = mockApi({
      ...placeRoutes,
      '/filtered-properties': () => [
        200,
        {
          status: true,
          data: [listing({ is_wishlisted: Boolean(useAuthStore.getState().token) })],
          total: 1,
          page: 1,
          per_page: 10,
          photoPath: 'http://api/storage/',
          galleryPaths: 'http://api/storage/',
        },
      ],
    });
    renderPage(<ResultsPage />, { url: '/pg', path: '/pg' });
    expect(await screen.findByRole('button', { name: 'Add to shortlist' }, slow)).toBeTruthy();

    act(() =>
      useAuthStore.getState().setSession({
        token: 'session-token',
        user: {
          id: 7,
          fname: 'Asha',
          lname: 'R',
          email: 'asha@example.in',
          phone: '9000000001',
          created_at: '',
        },
        usertype: 'Customer',
      } as Parameters<ReturnType<typeof useAuthStore.getState>['setSession']>[0]),
    );
    expect(await screen.findByRole('button', { name: 'Remove from shortlist' }, slow)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/filtered-properties')).toHaveLength(2);
  });

  it('keeps every card of a full page while the page is read again: the list never shrinks under the reader', async () => {
    stubMatchMedia(false);
    const ten = () =>
      Array.from({ length: 10 }, (_, n) =>
        listing({
          id: n + 1,
          propty_id: n + 1,
          accommodation_name: `PG number ${n + 1}`,
          is_wishlisted: Boolean(useAuthStore.getState().token) && n === 1,
        }),
      );
    const api = mockApi({
      ...placeRoutes,
      '/filtered-properties': () => [
        200,
        { status: true, data: ten(), total: 10, page: 1, per_page: 10, photoPath: '', galleryPaths: '' },
      ],
    });
    renderPage(<ResultsPage />, { url: '/pg', path: '/pg' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10), slow);

    // Cut back to the first cards for a render, the page got shorter than where a reader of the eighth card
    // was, and the browser moved them up to its new end (the shortlist heart's "same place" after sign-in).
    const counts: number[] = [];
    const watcher = new MutationObserver(() => counts.push(document.querySelectorAll('article').length));
    watcher.observe(document.body, { childList: true, subtree: true });
    act(() =>
      useAuthStore.getState().setSession({
        token: 'session-token',
        user: {
          id: 7,
          fname: 'Asha',
          lname: 'R',
          email: 'asha@example.in',
          phone: '9000000001',
          created_at: '',
        },
        usertype: 'Customer',
      } as Parameters<ReturnType<typeof useAuthStore.getState>['setSession']>[0]),
    );
    expect(await screen.findByRole('button', { name: 'Remove from shortlist' }, slow)).toBeTruthy();
    watcher.disconnect();
    expect(api.calls.filter((call) => call.path === '/filtered-properties')).toHaveLength(2);
    expect(Math.min(...counts)).toBe(10);
  });
});
