import { mockApi, placeRoutes, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from './SearchBox';
import { Where } from './test-support';

// Slow on a busy machine (the page renders MUI's menus and lists).
jest.setTimeout(30_000);

// The Autocomplete's chunk cannot be fetched (offline, a deploy that removed it): its import fails.
jest.mock('@basera/shared/ui-extra', () => {
  throw new Error('ChunkLoadError: Loading chunk ui-extra failed');
});

it('falls back to plain selects when the Autocomplete cannot be loaded, so a place can still be chosen', async () => {
  mockApi(placeRoutes);
  renderPage(
    <>
      <SearchBox />
      <Where />
    </>,
    { url: '/' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'More options' }));
  const standIn = screen.getByRole('combobox', { name: /^State/ });
  act(() => standIn.focus());
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ }).tagName).not.toBe('INPUT'));
  // The plain select is the phone's own (native): its list is the phone's, a choice is a change of its value.
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^State/ });
  const karnataka = within(select).getByRole<HTMLOptionElement>('option', { name: 'Karnataka' });
  fireEvent.change(select, { target: { value: karnataka.value } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/PG?state_id=1'));
});
