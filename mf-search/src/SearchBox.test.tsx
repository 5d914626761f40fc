import { mockApi, renderPage } from '@basera/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from './SearchBox';
import { Where } from './test-support';
import { fakeGeolocation, gazetteerRoutes } from './where/test-places';
import { LOCATION_MESSAGES } from './where/use-my-location';

// Each test picks through several menus and lists: seconds apiece on a busy machine, where a suggestion (150 ms
// after the last key, then the answer and a render) may also take more than testing-library's default second.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const api = () => mockApi(gazetteerRoutes);

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: new RegExp(`^${name}`) });
const whereField = () => field('Where');
const where = () => screen.getByTestId('where').textContent;
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The options of one of the plain selects (native: the phone draws their list). */
const selectOptions = (name: string) => within(field(name)).getAllByRole<HTMLOptionElement>('option');

/** What one of the plain selects shows. */
const shownIn = (name: string) => selectOptions(name).find((option) => option.selected)?.textContent;

/** Picks an option of one of the plain selects (Room Type, Gender, Category, Within), as the phone's list does. */
async function choose(name: string, option: string) {
  const picked = selectOptions(name).find((candidate) => candidate.textContent === option);
  expect(picked).toBeDefined();
  fireEvent.change(field(name), { target: { value: picked!.value } });
  await waitFor(() => expect(shownIn(name)).toBe(option));
}

/** Types into Where as a seeker does; the suggestions come from the API's answer to those letters. */
async function typeWhere(letters: string) {
  act(() => whereField().focus());
  // The Autocomplete arrives on focus: type into it once it is there.
  await waitFor(() => expect(whereField().closest('.MuiAutocomplete-root')).not.toBeNull());
  fireEvent.change(whereField(), { target: { value: letters } });
}

/** Types letters into Where and picks the suggestion whose text starts with `name`. */
async function pickWhere(letters: string, name: string) {
  await typeWhere(letters);
  const option = await screen.findByRole('option', { name: new RegExp(`^${name}`) });
  fireEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

function renderBox(props: Parameters<typeof SearchBox>[0] = {}, url = '/') {
  const fake = api();
  renderPage(
    <>
      <SearchBox {...props} />
      <Where />
    </>,
    { url },
  );
  return fake;
}

describe('SearchBox: where', () => {
  it('has one Where field first, then Room Type, Gender and Search; nothing is required', () => {
    renderBox();
    const labels = [...document.querySelectorAll('.MuiInputLabel-root')].map((label) => label.textContent);
    expect(labels).toEqual(['Where', 'Room Type', 'Gender']);
    expect(whereField().placeholder).toBe('City, locality, college or station');
    expect(screen.queryByText(/\*/)).toBeNull();
  });

  it('suggests places of every city as the seeker types, with their kind and city, from two letters', async () => {
    const { calls } = renderBox();
    await typeWhere('k');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.path === '/places/suggest')).toEqual([]);

    fireEvent.change(whereField(), { target: { value: 'ko' } });
    await waitFor(() =>
      expect(optionTexts()).toEqual([
        'Use my location',
        'KoramangalaLocality · Bengaluru',
        'KothrudLocality · Pune',
      ]),
    );
    const asked = calls.filter((call) => call.path === '/places/suggest');
    expect(asked.map((call) => call.query.get('q'))).toEqual(['ko']);

    // Another name of a city is shown beside its name; a city's second line is its state.
    fireEvent.change(whereField(), { target: { value: 'bangal' } });
    await waitFor(() =>
      expect(optionTexts()).toEqual(['Use my location', 'Bengaluru (Bangalore)City · Karnataka']),
    );
    fireEvent.change(whereField(), { target: { value: 'christ' } });
    await waitFor(() => expect(optionTexts()[1]).toBe('Christ UniversityCollege · Bengaluru'));
  });

  it('asks once the typing pauses, and never shows an older answer over a newer one', async () => {
    const fake = renderBox();
    // The answer to "ko" comes after the answer to "kot".
    const answer = fake.fetchMock.getMockImplementation() as NonNullable<
      ReturnType<typeof fake.fetchMock.getMockImplementation>
    >;
    fake.fetchMock.mockImplementation(async (input: string, init?: { body?: string }) => {
      if (new URL(input).searchParams.get('q') === 'ko')
        await new Promise((resolve) => setTimeout(resolve, 400));
      return answer(input, init);
    });
    await typeWhere('ko');
    await new Promise((resolve) => setTimeout(resolve, 200));
    fireEvent.change(whereField(), { target: { value: 'kot' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Use my location', 'KothrudLocality · Pune']));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(optionTexts()).toEqual(['Use my location', 'KothrudLocality · Pune']);
  });

  it('writes a city as its state and city', async () => {
    renderBox();
    await pickWhere('bangalore', 'Bengaluru');
    expect(whereField().value).toBe('Bengaluru');
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&city_id=10'));
  });

  it('writes a locality as its state, city and location', async () => {
    renderBox();
    await pickWhere('koram', 'Koramangala');
    expect(whereField().value).toBe('Koramangala, Bengaluru');
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&city_id=10&location=Koramangala'));
  });

  it('writes a named place as its id and a radius, 5 km unless the seeker says otherwise', async () => {
    renderBox();
    expect(screen.queryByRole('combobox', { name: /^Within/ })).toBeNull();
    await pickWhere('christ', 'Christ University');
    expect(whereField().value).toBe('Christ University');
    expect(shownIn('Within')).toBe('5 km');
    search();
    await waitFor(() => expect(where()).toBe('/PG?place_id=102&radius=5'));

    await pickWhere('mg', 'MG Road Metro');
    await choose('Within', '2 km');
    await choose('Room Type', 'PG');
    search();
    await waitFor(() => expect(where()).toBe('/PG?place_id=103&radius=2&room_type=Pg'));
  });

  it('drops the radius when the where becomes a city again', async () => {
    renderBox();
    await pickWhere('christ', 'Christ University');
    expect(shownIn('Within')).toBe('5 km');
    await pickWhere('poo', 'Pune');
    expect(screen.queryByRole('combobox', { name: /^Within/ })).toBeNull();
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=2&city_id=20'));
  });

  it('offers the four radii', async () => {
    renderBox({}, '/');
    await pickWhere('christ', 'Christ University');
    expect(selectOptions('Within').map((option) => option.textContent)).toEqual([
      '1 km',
      '2 km',
      '5 km',
      '10 km',
    ]);
  });

  it('searches words not picked from the list as keywords, with the room type and gender chosen', async () => {
    renderBox({ target: '/hostel' });
    await choose('Gender', 'Female');
    await typeWhere('girls pg near christ university under 10k');
    search();
    await waitFor(() =>
      expect(where()).toBe('/PG?search=girls+pg+near+christ+university+under+10k&gender=Female'),
    );
  });

  it('submits the words with Enter as well', async () => {
    renderBox();
    await typeWhere('pg in pune');
    fireEvent.keyDown(whereField(), { key: 'Enter' });
    fireEvent.submit(whereField().closest('form') as HTMLFormElement);
    await waitFor(() => expect(where()).toBe('/PG?search=pg+in+pune'));
  });

  it('searches near the seeker with "Use my location", named after the nearest locality', async () => {
    fakeGeolocation({ latitude: 12.934123, longitude: 77.623456 });
    renderBox();
    await typeWhere('');
    fireEvent.keyDown(whereField(), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Use my location' }));
    await waitFor(() => expect(whereField().value).toBe('Near Koramangala'));
    expect(shownIn('Within')).toBe('5 km');
    search();
    await waitFor(() => expect(where()).toBe('/PG?lat=12.9341&long=77.6235&radius=5'));
  });

  it('says so under Where when the location is refused, and still searches what is typed', async () => {
    fakeGeolocation({ code: 1 });
    renderBox();
    await typeWhere('');
    fireEvent.keyDown(whereField(), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Use my location' }));
    expect(await screen.findByText(LOCATION_MESSAGES.denied)).toBeTruthy();
    expect(whereField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('combobox', { name: /^Within/ })).toBeNull();
    expect(where()).toBe('/');
    fireEvent.change(whereField(), { target: { value: 'koramangala' } });
    expect(screen.queryByText(LOCATION_MESSAGES.denied)).toBeNull();
    search();
    await waitFor(() => expect(where()).toBe('/PG?search=koramangala'));
  });

  it('says when the device cannot tell where it is', async () => {
    fakeGeolocation({ code: 3 });
    renderBox();
    await typeWhere('');
    fireEvent.keyDown(whereField(), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Use my location' }));
    expect(await screen.findByText(LOCATION_MESSAGES.failed)).toBeTruthy();
  });

  it('shows no suggestions, and no error, when the API is down, and the words still search', async () => {
    const fake = renderBox();
    fake.fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await typeWhere('koram');
    await waitFor(() => expect(fake.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByRole('option').map((option) => option.textContent)).not.toContain(
      expect.stringMatching(/Koramangala/),
    );
    search();
    await waitFor(() => expect(where()).toBe('/PG?search=koram'));
  });

  it('clearing Where searches everywhere', async () => {
    renderBox({ initial: { state_id: '1', city_id: '10', room_type: 'Hostel' } });
    await waitFor(() => expect(whereField().value).toBe('Bengaluru'));
    await typeWhere('');
    search();
    await waitFor(() => expect(where()).toBe('/PG?room_type=Hostel'));
  });
});

describe('SearchBox: the search it was given', () => {
  const shows = async (initial: Record<string, string>, text: string) => {
    renderBox({ target: '/PG', initial });
    await waitFor(() => expect(whereField().value).toBe(text));
  };

  it('names a place by its id', () => shows({ place_id: '102', radius: '2' }, 'Christ University'));
  it('names a city', () => shows({ state_id: '1', city_id: '10' }, 'Bengaluru'));
  it('names a locality with its city', () =>
    shows({ state_id: '1', city_id: '10', location: 'Koramangala' }, 'Koramangala, Bengaluru'));
  it('names a point', () => shows({ lat: '12.9341', long: '77.6235', radius: '5' }, 'Your location'));
  it('shows the words of a keyword search', () => shows({ search: 'girls pg' }, 'girls pg'));

  it('keeps the radius of a place search, and searches it again as it is', async () => {
    renderBox({ target: '/PG', initial: { place_id: '102', radius: '2', room_type: 'Pg' } as never });
    await waitFor(() => expect(whereField().value).toBe('Christ University'));
    expect(shownIn('Within')).toBe('2 km');
    expect(shownIn('Room Type')).toBe('PG');
    search();
    await waitFor(() => expect(where()).toBe('/PG?place_id=102&radius=2&room_type=Pg'));
  });

  it('tells only the room types the seeker picks', async () => {
    const onRoomTypeChange = jest.fn();
    renderBox({ initial: { state_id: '1', room_type: 'Pg' }, onRoomTypeChange });
    await choose('Room Type', 'Room Sharing');
    expect(onRoomTypeChange).toHaveBeenCalledTimes(1);
    expect(onRoomTypeChange).toHaveBeenLastCalledWith('Room');
  });
});

describe('SearchBox: More options', () => {
  const more = () => screen.getByRole('button', { name: 'More options' });

  it('reveals State, City, Location and Category, and searches with them', async () => {
    renderBox();
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: /^State/ })).toBeNull();
    fireEvent.click(more());
    expect(more().getAttribute('aria-expanded')).toBe('true');
    act(() => field('State').focus());
    fireEvent.change(field('State'), { target: { value: 'kar' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Karnataka' }));
    act(() => field('City').focus());
    fireEvent.change(field('City'), { target: { value: 'mys' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Mysuru' }));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ' Gokulam ' } });
    await choose('Category', 'Student');
    // Where names what the fields hold.
    expect(whereField().value).toBe('Gokulam, Mysuru');
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&city_id=12&location=Gokulam&category=Student'));
  });

  it('opens by itself for a search of a whole state, which needs no city', async () => {
    renderBox({ initial: { state_id: '2', room_type: 'Mess' } });
    expect(more().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(field('State').value).toBe('Maharashtra'));
    expect(whereField().value).toBe('');
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=2&room_type=Mess'));
  });

  it('a state chosen there replaces a place picked in Where', async () => {
    renderBox();
    await pickWhere('christ', 'Christ University');
    fireEvent.click(more());
    act(() => field('State').focus());
    fireEvent.change(field('State'), { target: { value: 'mah' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    expect(whereField().value).toBe('');
    search();
    await waitFor(() => expect(where()).toBe('/PG?state_id=2'));
  });
});
