import { mockApi, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import KeywordSearchModal from './KeywordSearchModal';
import { Where } from './test-support';

function renderModal(onClose = jest.fn()) {
  renderPage(
    <>
      <KeywordSearchModal open onClose={onClose} />
      <Where />
    </>,
    { url: '/about' },
  );
  return onClose;
}

function search(keyword: string) {
  fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: keyword } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const where = () => screen.getByTestId('where').textContent;

describe('KeywordSearchModal', () => {
  it('asks for a keyword when empty or blank and stays put', async () => {
    const api = mockApi({});
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a keyword')).toBeTruthy();
    search('   ');
    expect(await screen.findByText('Please enter a keyword')).toBeTruthy();
    expect(where()).toBe('/about');
    expect(api.calls).toHaveLength(0);
  });

  it('lands on /PG with the trimmed keyword in the query when something matches', async () => {
    const api = mockApi({ '/search-properties': () => [200, { status: true, data: [{ id: 1 }], total: 3 }] });
    const onClose = renderModal();
    search(' Koramangala ');
    await waitFor(() => expect(where()).toBe('/PG?search=Koramangala'));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls[0]?.query.get('search')).toBe('Koramangala');
  });

  it('says so and stays when nothing matches, and says it no more once something does', async () => {
    let total = 0;
    mockApi({ '/search-properties': () => [200, { status: true, data: [], total }] });
    const onClose = renderModal();
    search('nowhere');
    expect(await screen.findByText('No result found or server error.')).toBeTruthy();
    expect(where()).toBe('/about');
    expect(onClose).not.toHaveBeenCalled();
    total = 2;
    search('Pune');
    await waitFor(() => expect(where()).toBe('/PG?search=Pune'));
    expect(screen.queryByText('No result found or server error.')).toBeNull();
  });

  it('says the same when the server fails', async () => {
    mockApi({ '/search-properties': () => [500, { status: false, message: 'boom' }] });
    renderModal();
    search('Pune');
    expect(await screen.findByText('No result found or server error.')).toBeTruthy();
  });
});
