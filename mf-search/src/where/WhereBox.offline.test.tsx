import { mockApi, renderPage } from '@basera/shared/testing';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import SearchBox from '../SearchBox';
import { Where } from '../test-support';

// Slow on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

// The Autocomplete's chunk cannot be fetched (offline, a deploy that removed it): its import fails.
jest.mock('@basera/shared/ui-extra', () => {
  throw new Error('ChunkLoadError: Loading chunk ui-extra failed');
});

it('takes words and searches them when neither the Autocomplete nor the API can be reached', async () => {
  mockApi({});
  (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  renderPage(
    <>
      <SearchBox />
      <Where />
    </>,
    { url: '/' },
  );
  const field = screen.getByRole<HTMLInputElement>('combobox', { name: /^Where/ });
  act(() => field.focus());
  fireEvent.change(field, { target: { value: 'pg near christ university' } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(screen.getByTestId('where').textContent).toBe('/PG?search=pg+near+christ+university'),
  );
});
