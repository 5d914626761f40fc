import { mockApi, placeRoutes, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ResultsPage from './ResultsPage';
import { summaryOf } from './SearchSummary';
import { listing, Where } from './test-support';

describe('summaryOf', () => {
  it('says the type, the place and the audience in one line', () => {
    expect(summaryOf({ room_type: 'Pg' })).toBe('PG · Anywhere');
    expect(summaryOf({ room_type: 'Room', location: 'Koramangala' }, 'Bengaluru')).toBe(
      'Room Sharing · Koramangala, Bengaluru',
    );
    expect(summaryOf({ city_id: '7', gender: 'Female', category: 'Student' }, 'Pune')).toBe(
      'Every type · Pune · Female · Student',
    );
  });

  it('shows a keyword search as the words searched', () => {
    expect(summaryOf({ search: 'near metro', room_type: 'Pg' })).toBe('"near metro"');
  });
});

describe('ResultsPage on a phone', () => {
  function renderPhone(url: string) {
    stubMatchMedia(360);
    mockApi({
      ...placeRoutes,
      '/filtered-properties': () => [
        200,
        {
          status: true,
          data: [listing()],
          total: 1,
          page: 1,
          per_page: 10,
          photoPath: 'http://api/storage/',
          galleryPaths: 'http://api/storage/',
        },
      ],
    });
    renderPage(
      <>
        <ResultsPage />
        <Where />
      </>,
      { url, path: '/pg' },
    );
  }

  it('shows the search as one line with the city’s name, and the form only once asked', async () => {
    renderPhone('/pg?state_id=1&city_id=10');
    const summary = await screen.findByRole('button', { name: /^PG · Bengaluru/ });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull();

    fireEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Search properties' });
    fireEvent.submit(form);
    // The search went to the URL and the form folded back into its line.
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pg?state_id=1&city_id=10&room_type=Pg'),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Search properties' })).toBeNull());
  });

  it('shows the full search box on wider screens', async () => {
    stubMatchMedia(true);
    mockApi({ ...placeRoutes, '/filtered-properties': () => [200, { status: true, data: [], total: 0 }] });
    renderPage(<ResultsPage />, { url: '/pg', path: '/pg' });
    expect(await screen.findByRole('form', { name: 'Search properties' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^PG · / })).toBeNull();
  });
});
