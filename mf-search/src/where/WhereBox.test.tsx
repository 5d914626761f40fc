import { mockApi, renderPage } from '@basera/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from '../SearchBox';
import { gazetteerRoutes } from './test-places';

// Slow on a busy machine (the page renders MUI's lists).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

// Its own file: the Autocomplete's code is not loaded yet when this test starts (jest keeps modules per file).
it('stands in with a plain field of the same size until the Autocomplete arrives, keeping the letters and focus', async () => {
  mockApi(gazetteerRoutes);
  renderPage(<SearchBox />);
  const standIn = screen.getByRole<HTMLInputElement>('combobox', { name: /^Where/ });
  expect(standIn.closest('.MuiAutocomplete-root')).toBeNull();
  expect(standIn.placeholder).toBe('City, locality, college or station');
  const standInClasses = standIn.closest('.MuiInputBase-root')?.className;
  expect(standInClasses).toContain('MuiInputBase-sizeSmall');

  fireEvent.change(standIn, { target: { value: 'koram' } });
  expect(standIn.value).toBe('koram');
  act(() => standIn.focus());
  const list = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Use my location', 'KoramangalaLocality · Bengaluru']),
  );
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: /^Where/ });
  expect(box).not.toBe(standIn);
  expect(box.value).toBe('koram');
  expect(document.activeElement).toBe(box);
  expect(box.closest('.MuiInputBase-root')?.className).toContain('MuiInputBase-sizeSmall');
});
