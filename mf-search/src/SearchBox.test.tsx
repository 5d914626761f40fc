import { mockApi, placeRoutes, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from './SearchBox';
import { Where } from './test-support';

const places = () => mockApi(placeRoutes);

const field = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

async function choose(name: string, option: string) {
  fireEvent.mouseDown(field(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('SearchBox', () => {
  it('searches with what was chosen, leaving "Choose..." out of the URL', async () => {
    places();
    const onRoomTypeChange = jest.fn();
    renderPage(
      <>
        <SearchBox onRoomTypeChange={onRoomTypeChange} />
        <Where />
      </>,
      { url: '/' },
    );
    expect(field('State').textContent).toBe('Choose...');
    await choose('State', 'Karnataka');
    await choose('City', 'Bengaluru');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ' Koramangala ' } });
    await choose('Room Type', 'Room Sharing');
    expect(onRoomTypeChange).toHaveBeenLastCalledWith('Room');
    await choose('Gender', 'Female');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/PG?state_id=1&city_id=10&location=Koramangala&room_type=Room&gender=Female',
      ),
    );
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
    await waitFor(() => expect(field('City').textContent).toBe('Bengaluru'));
    expect(field('State').textContent).toBe('Karnataka');
    expect(field('Room Type').textContent).toBe('Pg');
    await choose('State', 'Maharashtra');
    expect(field('City').textContent).toBe('Choose...');
    fireEvent.mouseDown(field('City'));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' })).toBeTruthy();
    // Only the user's picks are told, not the search it was given.
    expect(onRoomTypeChange).not.toHaveBeenCalled();
  });
});
