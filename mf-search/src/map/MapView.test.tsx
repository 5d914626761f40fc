import { type ListingPage, setRuntimeConfig } from '@basera/shared';
import { renderPage, stubMatchMedia, styleAt } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listing } from '../test-support';
import MapView from './MapView';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function page(overrides: Partial<ListingPage> = {}): ListingPage {
  return {
    status: true,
    data: [
      listing({
        id: 1,
        propty_id: 101,
        accommodation_name: 'Sunrise Ladies PG',
        lat: 12.935,
        long: 77.605,
        monthly_charge_min: 8500,
        distance_km: 0.6,
      }),
      listing({
        id: 2,
        propty_id: 102,
        accommodation_name: 'Koramangala Stay',
        lat: 12.93,
        long: 77.62,
        monthly_charge_min: 12000,
        distance_km: 1.4,
        beds: [
          { sharing: 'Double', total_beds: 4, free_beds: 1, available_from: '2026-11-01', rent: 12000 },
          { sharing: 'Single', total_beds: 2, free_beds: 0, available_from: null, rent: 15000 },
        ],
      }),
      // No map point: listed, never pinned.
      listing({ id: 3, propty_id: 103, accommodation_name: 'Old Town Hostel', lat: null, long: null }),
    ],
    total: 3,
    page: 1,
    per_page: 10,
    photoPath: '/storage/photos/',
    galleryPaths: '/storage/gallery/',
    near: { name: 'Christ University', place_id: 7, lat: 12.9345, long: 77.6064, radius_km: 5 },
    ...overrides,
  };
}

/** jsdom lays nothing out: the map's box gets a 1280 x 600 size so Leaflet can fit bounds and report them. */
function mapSize(width = 1280, height = 600) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

/** The one tile the map asks for before the others. */
const probeTile = () => {
  const probe = document.querySelector('img[data-tile-probe]');
  if (!probe) throw new Error('no tile asked for');
  return probe;
};

const pins = () => screen.getAllByRole('button', { name: /a month$|price not given$/ });

beforeEach(() => {
  setRuntimeConfig({ mapTiles: OSM });
});
afterEach(() => jest.restoreAllMocks());

describe('MapView on a wide screen', () => {
  beforeEach(() => {
    stubMatchMedia(true);
    mapSize();
  });

  test('a price pin per listing with a map point, named by the listing and its price, and the search point', () => {
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    expect(pins().map((pin) => [pin.getAttribute('aria-label'), pin.textContent])).toEqual([
      ['Sunrise Ladies PG, Rs. 8,500 a month', 'Rs. 8.5k'],
      ['Koramangala Stay, Rs. 12,000 a month', 'Rs. 12k'],
    ]);
    expect(screen.getByRole('img', { name: 'Search point: Christ University' })).toBeTruthy();
    expect(screen.getByText('1 place on this page has no map point.')).toBeTruthy();
    // OpenStreetMap's tiles: the centre tile first, then (once it came) the rest of the view, credited.
    const map = screen.getByTestId('results-map');
    const tile = /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/;
    expect(map.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    const probe = probeTile();
    expect(probe.getAttribute('src')).toMatch(tile);
    act(() => {
      fireEvent.load(probe);
    });
    const tiles = Array.from(map.querySelectorAll('img.leaflet-tile')).map((img) => img.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(1);
    for (const src of tiles) expect(src).toMatch(tile);
    expect(tiles).toContain(probe.getAttribute('src'));
    expect(
      within(map).getByText('OpenStreetMap').closest('.leaflet-control-attribution')?.textContent,
    ).toContain('© OpenStreetMap contributors');
  });

  test('a pin opens its card, which links to the listing with its price and distance; Close hides it', () => {
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    expect(screen.queryByRole('article')).toBeNull();
    const pin = screen.getByRole('button', { name: 'Koramangala Stay, Rs. 12,000 a month' });
    fireEvent.click(pin);
    const card = screen.getByRole('article', { name: 'Koramangala Stay' });
    // Rent per sharing kind, as the result cards show it.
    expect(card?.textContent).toContain('Single Rs. 15,000 · Double Rs. 12,000');
    expect(card?.textContent).toContain('1.4 km from Christ University');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/pgdetails/102');
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen
        .getByRole('button', { name: 'Sunrise Ladies PG, Rs. 8,500 a month' })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Sunrise Ladies PG, Rs. 8,500 a month' }));
    const first = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    expect(first.textContent).toContain('0.6 km from Christ University');
    // No rents per sharing kind: the monthly charge.
    expect(first.textContent).toContain('Rs. 8,500 onwards');
    fireEvent.click(screen.getByRole('button', { name: 'Close card' }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  test('the map fits the pins; after the seeker zooms, "Search this area" reports the visible bounds', () => {
    const onSearchArea = jest.fn();
    renderPage(<MapView page={page()} onSearchArea={onSearchArea} />);
    // Fitting the pins is not the seeker moving the map.
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const [[[south, west, north, east]]] = onSearchArea.mock.calls;
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    // Every pin and the search point are inside the area searched.
    for (const [lat, long] of [
      [12.935, 77.605],
      [12.93, 77.62],
      [12.9345, 77.6064],
    ]) {
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThan(north);
      expect(long).toBeGreaterThan(west);
      expect(long).toBeLessThan(east);
    }
    // A box of a few km around them, not the world.
    expect(north - south).toBeLessThan(0.5);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
  });

  test('without tiles ("") the map is a plain background with the pins and no credit', () => {
    setRuntimeConfig({ mapTiles: '' });
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    const map = screen.getByTestId('results-map');
    expect(map.getAttribute('data-tiles')).toBe('none');
    expect(map.querySelector('img')).toBeNull();
    expect(screen.queryByText('OpenStreetMap')).toBeNull();
    expect(screen.getByText('Street map not available: the pins show where each place is.')).toBeTruthy();
    expect(pins()).toHaveLength(2);
  });

  test('when the first tile cannot load (offline), no other tile is asked for: a plain background', () => {
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    const map = screen.getByTestId('results-map');
    expect(map.getAttribute('data-tiles')).toBe('loading');
    act(() => {
      fireEvent.error(probeTile());
    });
    expect(map.getAttribute('data-tiles')).toBe('none');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText('Street map not available: the pins show where each place is.')).toBeTruthy();
    expect(screen.queryByText('OpenStreetMap')).toBeNull();
    expect(pins()).toHaveLength(2);
  });

  test('when tiles fail after the first one came (a blocked host), the map gives them up too', () => {
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    const map = screen.getByTestId('results-map');
    act(() => {
      fireEvent.load(probeTile());
    });
    act(() => {
      for (const tile of Array.from(map.querySelectorAll('img.leaflet-tile'))) fireEvent.error(tile);
    });
    expect(map.getAttribute('data-tiles')).toBe('none');
    expect(map.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    expect(screen.queryByText('OpenStreetMap')).toBeNull();
    expect(pins()).toHaveLength(2);
  });

  test('tags that would cover one another: the later pin is a dot until it is selected', () => {
    // Price tags 60 x 28 px (jsdom lays nothing out), two listings 20 m apart.
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(28);
    const close = page();
    close.data = close.data.map((item) => (item.id === 2 ? { ...item, lat: 12.9351, long: 77.6051 } : item));
    renderPage(<MapView page={close} onSearchArea={jest.fn()} />);
    const dots = () =>
      Array.from(document.querySelectorAll('.basera-pin--dot button')).map((b) =>
        b.getAttribute('aria-label'),
      );
    expect(dots()).toEqual(['Koramangala Stay, Rs. 12,000 a month']);
    // Still a button by the same name: selecting it gives it the tag, and the other pin makes way.
    fireEvent.click(screen.getByRole('button', { name: 'Koramangala Stay, Rs. 12,000 a month' }));
    expect(dots()).toEqual(['Sunrise Ladies PG, Rs. 8,500 a month']);
    expect(screen.getByRole('article', { name: 'Koramangala Stay' })).toBeTruthy();
  });

  test('a point search for "Your location" reads "from you"', () => {
    renderPage(
      <MapView
        page={page({
          near: { name: 'Your location', place_id: null, lat: 12.93, long: 77.61, radius_km: 2 },
        })}
        onSearchArea={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sunrise Ladies PG, Rs. 8,500 a month' }));
    expect(screen.getByRole('article', { name: 'Sunrise Ladies PG' })?.textContent).toContain(
      '0.6 km from you',
    );
    expect(screen.getByRole('img', { name: 'Search point: you' })).toBeTruthy();
  });
});

describe('MapView on a phone', () => {
  beforeEach(() => {
    stubMatchMedia(360);
    mapSize(360, 640);
  });

  // First in this block: React.lazy keeps the carousel's module once a test has loaded it.
  test('the first card shows before swiper has downloaded, where the carousel then puts it', async () => {
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} />);
    // The carousel's code is still on its way: its cards stand in, the first in view.
    const standIn = screen.getByTestId('static-map-cards');
    expect(
      within(standIn)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Sunrise Ladies PG', 'Koramangala Stay']);
    expect(standIn.querySelector('img')?.getAttribute('loading')).toBe('eager');
    await waitFor(() => expect(screen.queryByTestId('static-map-cards')).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  test('full screen with a "List" button and a carousel of cards; tapping a pin brings its card', async () => {
    const onClose = jest.fn();
    renderPage(<MapView page={page()} onSearchArea={jest.fn()} onClose={onClose} />);
    const region = screen.getByRole('region', { name: 'Map of results' });
    expect(styleAt(region, 'position', 360)).toBe('fixed');
    // One card per pin; the first is current and its pin selected.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(
      screen
        .getByRole('button', { name: 'Sunrise Ladies PG, Rs. 8,500 a month' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const current = () => region.querySelector('[aria-current="true"] article')?.getAttribute('aria-label');
    expect(current()).toBe('Sunrise Ladies PG');

    fireEvent.click(screen.getByRole('button', { name: 'Koramangala Stay, Rs. 12,000 a month' }));
    await waitFor(() => expect(current()).toBe('Koramangala Stay'));
    const card = screen.getByRole('article', { name: 'Koramangala Stay' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/pgdetails/102');

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
