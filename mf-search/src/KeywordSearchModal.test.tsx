import { mockApi } from '@basera/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import KeywordSearchModal, { KEYWORD_REQUIRED, NO_RESULT } from './KeywordSearchModal';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(onClose = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <KeywordSearchModal open onClose={onClose} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

function search(keyword: string) {
  fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: keyword } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('KeywordSearchModal', () => {
  it('asks for a keyword when empty and stays put', () => {
    const api = mockApi({});
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(KEYWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(api.calls).toHaveLength(0);
  });

  it('lands on /PG with the trimmed keyword in the query when something matches', async () => {
    const api = mockApi({ '/search-properties': () => [200, { status: true, data: [{ id: 1 }], total: 3 }] });
    const onClose = renderModal();
    search(' Koramangala ');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/PG?search=Koramangala'));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls[0]?.query.get('search')).toBe('Koramangala');
  });

  it('says so and stays when nothing matches', async () => {
    mockApi({ '/search-properties': () => [200, { status: true, data: [], total: 0 }] });
    const onClose = renderModal();
    search('nowhere');
    expect(await screen.findByText(NO_RESULT)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the same when the server fails', async () => {
    mockApi({ '/search-properties': () => [500, { status: false, message: 'boom' }] });
    renderModal();
    search('Pune');
    expect(await screen.findByText(NO_RESULT)).toBeTruthy();
  });
});
