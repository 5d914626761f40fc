import type { ListingPage, WayOut } from '@basera/shared';
import {
  CURRENT_PATH_TEST_ID,
  mockApi,
  placeRoutes,
  renderPage,
  stubMatchMedia,
} from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResultsPage from '../ResultsPage';
import { listing, Where } from '../test-support';

// Five people share two cores while these run: a test may take longer than jest's 5 s, not forever.
jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

type Query = URLSearchParams;

/** A page of results as the API answers it. */
const pageOf = (found: number, extra: Partial<ListingPage> = {}) => ({
  status: true,
  data: Array.from({ length: Math.min(found, 10) }, (_, n) =>
    listing({ id: n + 1, propty_id: n + 1, accommodation_name: `PG ${n + 1}` }),
  ),
  total: found,
  page: 1,
  per_page: 10,
  photoPath: 'http://api/storage/',
  galleryPaths: 'http://api/storage/',
  ...extra,
});

function render(
  url: string,
  {
    wide = true,
    search = () => [200, pageOf(1)] as [number, unknown],
    keyword = search,
    count = () => [200, { status: true, total: 12, more: false }] as [number, unknown],
  }: {
    wide?: boolean;
    search?: (query: Query) => [number, unknown];
    keyword?: (query: Query) => [number, unknown];
    count?: (query: Query) => [number, unknown];
  } = {},
) {
  stubMatchMedia(wide);
  const api = mockApi({
    ...placeRoutes,
    '/filtered-properties': (_body, query) => search(query),
    '/search-properties': (_body, query) => keyword(query),
    '/search-count': (_body, query) => count(query),
  });
  renderPage(
    <>
      <ResultsPage />
      <Where />
    </>,
    { url, path: '/:route' },
  );
  const calls = (path: string) => api.calls.filter((call) => call.path === path);
  return { calls };
}

const where = () => screen.getByTestId('where').textContent;
const path = () => screen.getByTestId(CURRENT_PATH_TEST_ID).textContent;

describe('results: chips', () => {
  it('shows a chip for each filter of the URL, and removing one takes its keys out', async () => {
    render('/PG?state_id=1&city_id=10&gender=Female&max_price=10000&food=with');
    const chips = await screen.findByRole('list', { name: 'Search filters' }, slow);
    await waitFor(
      () => expect(within(chips).getByRole('button', { name: 'Remove Bengaluru' })).toBeTruthy(),
      slow,
    );
    expect(within(chips).getByRole('button', { name: 'Remove Girls' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove Under Rs. 10,000' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove With food' })).toBeTruthy();

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Girls' }));
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&city_id=10&max_price=10000&food=with'), slow);
    expect(within(chips).queryByRole('button', { name: 'Remove Girls' })).toBeNull();

    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(where()).toBe('/PG'), slow);
    expect(screen.queryByRole('list', { name: 'Search filters' })).toBeNull();
  });

  it('names the place of a search near one, and removing it leaves the place and radius', async () => {
    const near = { name: 'Christ University', place_id: 7, lat: 12.93, long: 77.6, radius_km: 2 };
    const { calls } = render('/PG?place_id=7&radius=2', { search: () => [200, pageOf(1, { near })] });
    const chip = await screen.findByRole('button', { name: 'Remove Near Christ University · 2 km' }, slow);
    expect(calls('/filtered-properties')[0]?.query.get('place_id')).toBe('7');
    fireEvent.click(chip);
    await waitFor(() => expect(where()).toBe('/PG'), slow);
  });

  it('removing the type of a typed route goes to every type', async () => {
    render('/hostel?gender=Male');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Hostel' }, slow));
    await waitFor(() => expect(path()).toBe('/list'), slow);
  });
});

describe('results: a keyword search’s words become filters', () => {
  it('replaces the URL with what was understood, and searches those filters', async () => {
    const interpreted = {
      filters: { room_type: 'Pg', gender: 'Female', max_price: '10000', place_id: '7', radius: '5' },
      rest: '',
      place: null,
    };
    const { calls } = render('/PG?search=girls+pg+near+christ+university+under+10k', {
      keyword: () => [200, pageOf(2, { interpreted })],
    });
    await waitFor(
      () => expect(where()).toBe('/PG?room_type=Pg&gender=Female&max_price=10000&place_id=7&radius=5'),
      slow,
    );
    expect(await screen.findByRole('button', { name: 'Remove Girls' }, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Under Rs. 10,000' })).toBeTruthy();
    // The understood search is this very answer: shown without asking again.
    expect(screen.getByTestId('result-count').textContent).toBe('2 properties found');
    expect(calls('/search-properties')).toHaveLength(1);
  });

  it('keeps the words it did not understand as the keyword', async () => {
    const interpreted = { filters: { gender: 'Male' }, rest: 'rooftop', place: null };
    const { calls } = render('/PG?search=boys+rooftop&food=with', {
      keyword: (query) => [200, pageOf(1, query.get('search') === 'boys rooftop' ? { interpreted } : {})],
    });
    await waitFor(() => expect(where()).toBe('/PG?food=with&gender=Male&search=rooftop'), slow);
    await waitFor(
      () => expect(calls('/search-properties').at(-1)?.query.get('search')).toBe('rooftop'),
      slow,
    );
    expect(calls('/search-properties').at(-1)?.query.get('gender')).toBe('Male');
    expect(await screen.findByRole('button', { name: 'Remove "rooftop"' }, slow)).toBeTruthy();
  });
});

describe('results: main filters', () => {
  it('has Boys / Girls / Co-ed beside the results, one at a time, a second tap unsets', async () => {
    const { calls } = render('/pg?city_id=5');
    const gender = await screen.findByRole('group', { name: 'Gender' }, slow);
    const girls = within(gender).getByRole('button', { name: 'Girls' });
    expect(girls.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(girls);
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&gender=Female'), slow);
    await waitFor(
      () => expect(calls('/filtered-properties').at(-1)?.query.get('gender')).toBe('Female'),
      slow,
    );
    expect(within(gender).getByRole('button', { name: 'Girls' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(gender).getByRole('button', { name: 'Co-ed' }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&gender=Other'), slow);
    fireEvent.click(within(gender).getByRole('button', { name: 'Co-ed' }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5'), slow);
  });

  it('is there on a phone too, without opening anything', async () => {
    render('/pg', { wide: false });
    const gender = await screen.findByRole('group', { name: 'Gender' }, slow);
    fireEvent.click(within(gender).getByRole('button', { name: 'Boys' }));
    await waitFor(() => expect(where()).toBe('/pg?gender=Male'), slow);
  });
});

describe('results: the phone’s filter sheet', () => {
  /** The count the API would give: 1 for girls, 1,000+ otherwise. */
  const count = (query: Query) =>
    [
      200,
      query.get('gender') === 'Female'
        ? { status: true, total: 1, more: false }
        : { status: true, total: 1000, more: true },
    ] as [number, unknown];

  it('counts the draft’s results as filters change, and applies them only on "Show N results"', async () => {
    const { calls } = render('/pg?city_id=5', { wide: false, count });
    expect(await screen.findByText('1 property found', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', {}, slow);
    expect(await within(sheet).findByRole('button', { name: 'Show 1,000+ results' }, slow)).toBeTruthy();
    const searched = calls('/filtered-properties').length;

    // The sheet's code loads on the first tap; its groups render just after its frame.
    const gender = await within(sheet).findByRole('group', { name: 'Gender' }, slow);
    fireEvent.click(within(gender).getByRole('button', { name: 'Girls' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Beds free now' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 1 result' }, slow)).toBeTruthy();
    const asked = calls('/search-count').at(-1)!.query;
    expect(asked.get('gender')).toBe('Female');
    expect(asked.get('beds_free_now')).toBe('1');
    expect(asked.get('city_id')).toBe('5');
    // The page under the sheet has not moved.
    expect(where()).toBe('/pg?city_id=5');
    expect(calls('/filtered-properties')).toHaveLength(searched);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&gender=Female&beds_free_now=1'), slow);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('drops the draft when closed without showing results', async () => {
    render('/pg', { wide: false, count });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }, slow));
    let sheet = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Verified only' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(where()).toBe('/pg');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    sheet = await screen.findByRole('dialog', {}, slow);
    expect((within(sheet).getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

describe('results: no dead ends', () => {
  const wayOut: WayOut = {
    relax: [
      { key: 'gender', label: 'Girls', count: 7, more: false },
      { key: 'budget', label: 'Under Rs. 10,000', count: 1, more: false },
      { key: 'radius', label: 'Near Christ University · 5 km', count: 3, more: false },
    ],
    nearby: [
      { name: 'HSR Layout', city_id: 10, state_id: 1, city_name: 'Bengaluru', distance_km: 2.1, count: 4 },
    ],
  };
  const near = { name: 'Christ University', place_id: 7, lat: 12.93, long: 77.6, radius_km: 5 };
  const url = '/PG?place_id=7&radius=5&gender=Female&max_price=10000&sort=price_asc';
  const empty = () => [200, pageOf(0, { near, way_out: wayOut })] as [number, unknown];

  it('says why and offers each filter’s removal with its count', async () => {
    render(url, { search: empty });
    expect(await screen.findByRole('heading', { name: 'No places match this search' }, slow)).toBeTruthy();
    const why = screen.getByRole('list', { name: 'What was searched' });
    expect(within(why).getByText('Girls')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Under Rs. 10,000: 1 place' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove Near Christ University · 5 km: 3 places' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Girls: 7 places' }));
    await waitFor(() => expect(where()).toBe('/PG?place_id=7&radius=5&max_price=10000&sort=price_asc'), slow);
  });

  it('clears both budget bounds, and widens a place search to 10 km', async () => {
    render(url, { search: empty });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Under Rs. 10,000: 1 place' }, slow));
    await waitFor(() => expect(where()).toBe('/PG?place_id=7&radius=5&gender=Female&sort=price_asc'), slow);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Near Christ University · 5 km: 3 places' }, slow),
    );
    await waitFor(() => expect(where()).toBe('/PG?place_id=7&radius=10&gender=Female&sort=price_asc'), slow);
  });

  it('links the same search in a neighbouring locality (no place, nearest first gone)', async () => {
    render('/PG?place_id=7&radius=5&gender=Female&sort=distance', { search: empty });
    const link = await screen.findByRole('link', { name: 'HSR Layout: 4 places · 2.1 km' }, slow);
    fireEvent.click(link);
    await waitFor(
      () => expect(where()).toBe('/PG?gender=Female&location=HSR+Layout&city_id=10&state_id=1'),
      slow,
    );
  });

  it('reads a server error as one, never as an empty result', async () => {
    render('/pg?gender=Female', { search: () => [500, { status: false, message: 'Server error' }] });
    expect(await screen.findByText('We could not load the properties.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No places match this search')).toBeNull();
  });
});

describe('results: map toggle', () => {
  it('writes view=map to the URL and never sends it to the API', async () => {
    const { calls } = render('/pg?city_id=5&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }, slow));
    await waitFor(() => expect(where()).toBe('/pg?city_id=5&page=2&view=map'), slow);
    expect(screen.getByRole('button', { name: 'List' })).toBeTruthy();
    expect(calls('/filtered-properties').every((call) => !call.query.has('view'))).toBe(true);
  });
});
