import { mockApi, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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
  it('puts the cursor in the field when it opens, also when it was mounted closed first', async () => {
    mockApi({});
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <KeywordSearchModal open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderPage(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Keyword')));
    // Closed and opened again: the cursor is back in the field, with what was typed.
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'girls pg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Keyword')));
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('girls pg');
  });

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

  it('lands on /PG with the trimmed keyword, where the results page runs the search', async () => {
    const api = mockApi({});
    const onClose = renderModal();
    search(' girls pg near christ university ');
    await waitFor(() => expect(where()).toBe('/PG?search=girls+pg+near+christ+university'));
    expect(onClose).toHaveBeenCalled();
    // No search of its own first: an empty result is answered there, with ways out (issue 29).
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText(/No result found/)).toBeNull();
  });

  it('keeps a keyword of at most 100 characters', async () => {
    mockApi({});
    renderModal();
    search('x'.repeat(101));
    expect(await screen.findByText('Keyword must be at most 100 characters')).toBeTruthy();
    expect(where()).toBe('/about');
  });
});
