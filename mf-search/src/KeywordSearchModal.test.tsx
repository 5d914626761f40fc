import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import KeywordSearchModal, { KEYWORD_REQUIRED } from './KeywordSearchModal';

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

describe('KeywordSearchModal', () => {
  it('asks for a keyword when empty and stays put', () => {
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(KEYWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/about');
  });

  it('lands on /PG with the keyword in the query', () => {
    const onClose = renderModal();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' Koramangala ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/PG?search=Koramangala');
    expect(onClose).toHaveBeenCalled();
  });
});
