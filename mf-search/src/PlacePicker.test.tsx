import { mockApi, placeRoutes, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import SearchBox from './SearchBox';

// Slow on a busy machine (the page renders MUI's menus and lists).
jest.setTimeout(30_000);

// Its own file: the Autocomplete's code is not loaded yet when this test starts (jest keeps modules per file).
it('stands in with a plain field until the Autocomplete arrives, carrying over the letters typed and the focus', async () => {
  mockApi(placeRoutes);
  renderPage(<SearchBox />);
  // The spec's State field sits behind More options.
  fireEvent.click(screen.getByRole('button', { name: 'More options' }));
  const standIn = screen.getByRole<HTMLInputElement>('combobox', { name: /^State/ });
  expect(standIn.closest('.MuiAutocomplete-root')).toBeNull();

  // Letters typed before the code came stay in the field; the focus then brings the Autocomplete in.
  fireEvent.change(standIn, { target: { value: 'mah' } });
  expect(standIn.value).toBe('mah');
  act(() => standIn.focus());
  const list = await screen.findByRole('listbox');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Maharashtra']);
  const picker = screen.getByRole<HTMLInputElement>('combobox', { name: /^State/ });
  expect(picker).not.toBe(standIn);
  expect(picker.value).toBe('mah');
  expect(document.activeElement).toBe(picker);
});
