import { type PlaceSuggestion, setRuntimeConfig } from '@basera/shared';
import { placeRoutes } from '@basera/shared/testing';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCATION_REFUSED } from '../AddressForm';
import { ownListing } from '../fixtures';
import { openWizard } from '../test-support';
import { INDIA, parsePoint, pointValues } from './coordinates';
import { PIN_LABEL } from './PinMap';

jest.setTimeout(30_000);

const KORAMANGALA: PlaceSuggestion = {
  id: 501,
  kind: 'locality',
  name: 'Koramangala',
  city_id: 10,
  city_name: 'Bengaluru',
  state_id: 1,
  state_name: 'Karnataka',
  lat: 12.9352,
  long: 77.6245,
};
const BENGALURU: PlaceSuggestion = {
  ...KORAMANGALA,
  id: 500,
  kind: 'city',
  name: 'Bengaluru',
  lat: 12.9716,
  long: 77.5946,
};

/** The gazetteer of the fake API: GET /places/suggest?q= answers the places whose name starts with q. */
const suggestRoutes = {
  '/places/suggest': (_body: unknown, query: URLSearchParams) => {
    const q = (query.get('q') ?? '').toLowerCase();
    return [
      200,
      { status: true, data: [KORAMANGALA, BENGALURU].filter((p) => p.name.toLowerCase().startsWith(q)) },
    ] as [number, unknown];
  },
};

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const coordinates = () => [value(/^Latitude/), value(/^Longitude/)];
// The map comes in its own chunk, after the listing (a saved one) has loaded.
const pin = () => screen.findByRole('button', { name: PIN_LABEL }, { timeout: 5000 });

/** Types into "Find your locality" as a person does: the field has the focus. */
function search(text: string) {
  const box = screen.getByRole('combobox', { name: 'Find your locality' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
}

/** The pin moved by the arrow keys: where it was, read back from the form (the DOM has no coordinates). */
async function nudge(key: 'ArrowRight' | 'ArrowDown') {
  fireEvent.keyDown(await pin(), { key });
  return coordinates().map(Number) as [number, number];
}

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  // jsdom lays nothing out: the map's box gets a size so that Leaflet can turn pixels into degrees.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
});
afterEach(() => jest.restoreAllMocks());

describe('step 1 map pin', () => {
  it('turns a marker position into the form values: 6 decimals, longitude within -180..180', () => {
    expect(pointValues({ lat: 12.97159871, long: 77.59456271 })).toEqual({
      lat: '12.971599',
      long: '77.594563',
    });
    expect(pointValues({ lat: -33.9, long: 190.5 })).toEqual({ lat: '-33.900000', long: '-169.500000' });
    expect(parsePoint('12.9', '')).toBeNull();
    expect(parsePoint('91', '77')).toBeNull();
    expect(parsePoint(' 12.5 ', '77.25')).toEqual({ lat: 12.5, long: 77.25 });
  });

  it('a new listing has a pin to drag, and dragging it writes latitude and longitude', async () => {
    const api = openWizard('/user/pg', placeRoutes);
    const marker = await pin();
    expect(coordinates()).toEqual(['', '']);
    // The coordinates wait under a closed "Enter coordinates instead".
    expect(
      screen.getByRole('button', { name: 'Enter coordinates instead' }).getAttribute('aria-expanded'),
    ).toBe('false');
    // A left-button press as browsers send it (jsdom leaves the old `which` at 0; Leaflet reads it).
    const press = createEvent.mouseDown(marker, { button: 0, clientX: 400, clientY: 180 });
    Object.defineProperty(press, 'which', { value: 1 });
    fireEvent(marker, press);
    fireEvent.mouseMove(marker, { clientX: 460, clientY: 140 });
    fireEvent.mouseUp(marker, { clientX: 460, clientY: 140 });
    await waitFor(() => expect(value(/^Latitude/)).not.toBe(''));
    const [lat, long] = coordinates().map(Number) as [number, number];
    // Dragged up and to the right of India's centre: north and east of it.
    expect(lat).toBeGreaterThan(INDIA.lat);
    expect(long).toBeGreaterThan(INDIA.long);
    expect(value(/^Latitude/)).toMatch(/^\d+\.\d{6}$/);
    expect(value(/^Longitude/)).toMatch(/^\d+\.\d{6}$/);
    // Nothing is saved until the owner saves the step.
    expect(api.calls.some((call) => call.path === '/add-property-address')).toBe(false);
  });

  it('a saved listing opens with its pin; typed coordinates move the pin', async () => {
    openWizard('/user/pg/12', placeRoutes, ownListing({ lat: 12.9352, long: 77.6245 }));
    fireEvent.click(await screen.findByRole('tab', { name: '1. Address & Contact No' }));
    await pin();
    expect(coordinates()).toEqual(['12.9352', '77.6245']);
    // The pin is where the listing is: one step right keeps its latitude.
    let [lat, long] = await nudge('ArrowRight');
    expect(lat).toBeCloseTo(12.9352, 4);
    expect(long).toBeGreaterThan(77.6245);

    fireEvent.click(screen.getByRole('button', { name: 'Enter coordinates instead' }));
    fireEvent.change(screen.getByLabelText(/^Latitude/), { target: { value: '19.076' } });
    fireEvent.change(screen.getByLabelText(/^Longitude/), { target: { value: '72.8777' } });
    [lat, long] = await nudge('ArrowDown');
    expect(long).toBeCloseTo(72.8777, 4);
    expect(lat).toBeLessThan(19.076);
  });

  it('"Use my location" moves the pin to the device\'s position, and explains a refusal', async () => {
    openWizard('/user/pg', placeRoutes);
    let refuse = false;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          refuse
            ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
            : ok({ coords: { latitude: 12.9715987, longitude: 77.5945627 } } as GeolocationPosition),
      },
    });
    await pin();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(coordinates()).toEqual(['12.971599', '77.594563']));
    const [lat, long] = await nudge('ArrowRight');
    expect(lat).toBeCloseTo(12.971599, 4);
    expect(long).toBeGreaterThan(77.594563);
    expect(long).toBeLessThan(77.6);

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(within(await screen.findByRole('alert')).getByText(LOCATION_REFUSED)).toBeTruthy();
  });

  it('"Find your locality" moves the pin to the chosen place and fills an empty locality', async () => {
    const api = openWizard('/user/pg', { ...placeRoutes, ...suggestRoutes });
    await pin();
    search('Kora');
    const option = await screen.findByRole('option', { name: /^Koramangala/ });
    expect(option.textContent).toContain('Locality · Bengaluru');
    expect(api.calls.find((call) => call.path === '/places/suggest')?.query.get('q')).toBe('Kora');
    fireEvent.click(option);
    await waitFor(() => expect(coordinates()).toEqual(['12.935200', '77.624500']));
    expect(value(/^Locality/)).toBe('Koramangala');
    // The state and city were empty: the place's are chosen.
    expect((screen.getByRole('combobox', { name: /^State/ }) as HTMLInputElement).value).toBe('Karnataka');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^City/ }) as HTMLInputElement).value).toBe('Bengaluru'),
    );
    const [lat, long] = await nudge('ArrowDown');
    expect(long).toBeCloseTo(77.6245, 4);
    expect(lat).toBeLessThan(12.9352);
  });

  it('a locality the owner typed is kept when a place is chosen', async () => {
    openWizard('/user/pg', { ...placeRoutes, ...suggestRoutes });
    await pin();
    fireEvent.change(screen.getByLabelText(/^Locality/), { target: { value: 'Ejipura' } });
    search('Kora');
    fireEvent.click(await screen.findByRole('option', { name: /^Koramangala/ }));
    await waitFor(() => expect(coordinates()).toEqual(['12.935200', '77.624500']));
    expect(value(/^Locality/)).toBe('Ejipura');
  });

  it('choosing a city with no pin yet puts the pin at the city, without writing coordinates', async () => {
    openWizard('/user/pg', { ...placeRoutes, ...suggestRoutes });
    await pin();
    const state = screen.getByRole('combobox', { name: /^State/ });
    await waitFor(() => {
      fireEvent.change(state, { target: { value: 'Karn' } });
      expect(screen.getByRole('option', { name: 'Karnataka' })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('option', { name: 'Karnataka' }));
    const city = screen.getByRole('combobox', { name: /^City/ });
    await waitFor(() => {
      fireEvent.change(city, { target: { value: 'Beng' } });
      expect(screen.getByRole('option', { name: 'Bengaluru' })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('option', { name: 'Bengaluru' }));
    // The city's point comes from the gazetteer; the form still has no pin of its own.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(coordinates()).toEqual(['', '']);
    const [lat, long] = await nudge('ArrowRight');
    expect(lat).toBeCloseTo(BENGALURU.lat, 3);
    expect(long).toBeGreaterThan(BENGALURU.long);
    expect(long).toBeLessThan(BENGALURU.long + 0.1);
  });

  it('a wrong coordinate opens "Enter coordinates instead" to show its message', async () => {
    openWizard('/user/pg', placeRoutes);
    const toggle = screen.getByRole('button', { name: 'Enter coordinates instead' });
    fireEvent.change(screen.getByLabelText(/^Latitude/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  });

  it('without tiles (an offline machine) the map is a plain background and the pin still works', async () => {
    // The map asks for the tile under its centre alone first.
    const probes: HTMLImageElement[] = [];
    const RealImage = window.Image;
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = new RealImage();
      probes.push(image);
      return image;
    });
    openWizard('/user/pg', placeRoutes);
    const marker = await pin();
    expect(probes).toHaveLength(1);
    expect(probes[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/4\/\d+\/\d+\.png$/);
    act(() => probes[0]!.onerror?.(new Event('error')));
    expect(screen.getByTestId('location-map').getAttribute('data-tiles')).toBe('none');
    expect(screen.getByText(/^Street map not available/)).toBeTruthy();
    fireEvent.keyDown(marker, { key: 'ArrowUp' });
    expect(Number(value(/^Latitude/))).toBeGreaterThan(INDIA.lat);
    expect(Number(value(/^Longitude/))).toBeCloseTo(INDIA.long, 1);
  });
});
