import { OFFLINE_MESSAGE } from '@basera/shared';
import { KEYWORD_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import KeywordSearchModal from './KeywordSearchModal';
import { Where } from './test-support';

// The keyword's check (zod and the schemas) downloads once the box is open. Here that download fails first (a
// phone that went offline as the box opened), then works.
let downloadFails = true;
jest.mock('@basera/shared/schemas', () => {
  if (downloadFails) throw new Error('Loading chunk 233 failed');
  return jest.requireActual('@basera/shared/schemas');
});

const field = () => screen.getByLabelText('Keyword') as HTMLInputElement;
const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));

it('says "You\'re offline" when the check cannot download, keeps the keyword, and searches once it can', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const api = mockApi({});
  const onClose = jest.fn();
  renderPage(
    <>
      <KeywordSearchModal open onClose={onClose} />
      <Where />
    </>,
    { url: '/about' },
  );
  fireEvent.change(field(), { target: { value: ' pg near christ university ' } });
  await search();
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect(field().value).toBe(' pg near christ university ');
  expect(screen.getByTestId('where').textContent).toBe('/about');
  expect(onClose).not.toHaveBeenCalled();

  // Back online, the same search downloads the check and lands on the results.
  downloadFails = false;
  online.mockReturnValue(true);
  await search();
  await waitFor(() =>
    expect(screen.getByTestId('where').textContent).toBe('/PG?search=pg+near+christ+university'),
  );
  expect(onClose).toHaveBeenCalled();
  expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  expect(screen.queryByText(KEYWORD_MESSAGES.required)).toBeNull();
  expect(api.calls).toHaveLength(0);
});
