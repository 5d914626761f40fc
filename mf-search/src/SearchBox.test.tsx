import { mockApi, placeRoutes, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from './SearchBox';
import { Where } from './test-support';

// Each test picks through several menus and lists: seconds apiece on a busy machine.
jest.setTimeout(30_000);

const places = () => mockApi(placeRoutes);

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: new RegExp(`^${name}`) });
const where = () => screen.getByTestId('where').textContent;
const shownOptions = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Picks an option of one of the plain selects (Room Type, Gender, Category). */
async function choose(name: string, option: string) {
  fireEvent.mouseDown(field(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Types into a place picker as a seeker does: into the field, then the list narrows to what matches. */
async function typeInto(name: string, letters: string) {
  act(() => field(name).focus());
  fireEvent.change(field(name), { target: { value: letters } });
  await screen.findByRole('listbox');
}

/** Types a few letters of a place and picks it from the narrowed list. */
async function pick(name: string, letters: string, option: string) {
  await typeInto(name, letters);
  fireEvent.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(field(name).value).toBe(option);
}

function renderBox(props: Parameters<typeof SearchBox>[0] = {}) {
  places();
  renderPage(
    <>
      <SearchBox {...props} />
      <Where />
    </>,
    { url: '/' },
  );
}

describe('SearchBox', () => {
  it('searches with what was chosen, leaving "Choose..." out of the URL', async () => {
    const onRoomTypeChange = jest.fn();
    renderBox({ onRoomTypeChange });
    expect(field('State').value).toBe('');
    expect(field('State').placeholder).toBe('Choose...');
    await pick('State', 'karn', 'Karnataka');
    await pick('City', 'beng', 'Bengaluru');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ' Koramangala ' } });
    await choose('Room Type', 'Room Sharing');
    expect(onRoomTypeChange).toHaveBeenLastCalledWith('Room');
    await choose('Gender', 'Female');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(where()).toBe('/PG?state_id=1&city_id=10&location=Koramangala&room_type=Room&gender=Female'),
    );
  });

  it('narrows the cities to the letters typed', async () => {
    renderBox();
    await pick('State', 'Kar', 'Karnataka');
    await typeInto('City', 'be');
    expect(await shownOptions()).toEqual(['Bengaluru', 'Belagavi']);
    fireEvent.change(field('City'), { target: { value: 'bel' } });
    await waitFor(async () => expect(await shownOptions()).toEqual(['Belagavi']));
    fireEvent.change(field('City'), { target: { value: 'belz' } });
    await screen.findByText('No city matches');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('picks the first match with Enter, so a few letters and Enter choose a city', async () => {
    renderBox();
    await pick('State', 'Kar', 'Karnataka');
    await typeInto('City', 'mys');
    fireEvent.keyDown(field('City'), { key: 'Enter' });
    await waitFor(() => expect(field('City').value).toBe('Mysuru'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&city_id=12'));
  });

  it('lists the cities of the state chosen, and none before a state', async () => {
    renderBox();
    act(() => field('City').focus());
    fireEvent.keyDown(field('City'), { key: 'ArrowDown' });
    await screen.findByText('Choose a state first');
    fireEvent.keyDown(field('City'), { key: 'Escape' });
    await pick('State', 'Mah', 'Maharashtra');
    await typeInto('City', 'p');
    expect(await shownOptions()).toEqual(['Pune']);
  });

  it('asks for a state when Search is pressed without one, and searches once one is chosen', async () => {
    renderBox();
    await choose('Room Type', 'Hostel');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please choose a state')).toBeTruthy();
    expect(field('State').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('State')));
    expect(where()).toBe('/');

    await pick('State', 'Kar', 'Karnataka');
    expect(screen.queryByText('Please choose a state')).toBeNull();
    // A whole state of one type is a search: City stays optional.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&room_type=Hostel'));
  });

  it('marks State required and leaves City and Room Type optional', () => {
    renderBox();
    // The fields' visible labels (a select's is not a <label> element).
    const labels = [...document.querySelectorAll('.MuiInputLabel-root')].map((label) =>
      label.textContent?.replace(/\s+/g, ' '),
    );
    expect(labels).toEqual(['State *', 'City', 'Location', 'Room Type', 'Gender', 'Category']);
  });

  it('names the room types as the spec writes them, keeping the URL values', async () => {
    renderBox();
    fireEvent.mouseDown(field('Room Type'));
    expect(await shownOptions()).toEqual(['Choose...', 'PG', 'Hostel', 'Mess', 'Room Sharing']);
    fireEvent.click(screen.getByRole('option', { name: 'PG' }));
    await pick('State', 'Kar', 'Karnataka');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/PG?state_id=1&room_type=Pg'));
  });

  it('shows the search it was given, and a new state clears the city', async () => {
    places();
    const onRoomTypeChange = jest.fn();
    renderPage(
      <SearchBox
        target="/list"
        initial={{ state_id: '1', city_id: '10', room_type: 'Pg' }}
        onRoomTypeChange={onRoomTypeChange}
      />,
    );
    await waitFor(() => expect(field('City').value).toBe('Bengaluru'));
    expect(field('State').value).toBe('Karnataka');
    expect(field('Room Type').textContent).toBe('PG');
    await pick('State', 'Mah', 'Maharashtra');
    expect(field('City').value).toBe('');
    await typeInto('City', 'u');
    expect(await shownOptions()).toEqual(['Pune']);
    // Only the user's picks are told, not the search it was given.
    expect(onRoomTypeChange).not.toHaveBeenCalled();
  });
});
