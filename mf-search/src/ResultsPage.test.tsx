import { mockApi, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResultsPage from './ResultsPage';
import { listing, Where } from './test-support';

function renderResults(url: string, wide = true) {
  stubMatchMedia(wide);
  const api = mockApi({
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
  const searches = () => api.calls.filter((call) => call.path === '/filtered-properties');
  return { searches };
}

describe('ResultsPage: Beds free now', () => {
  it('puts beds_free_now=1 in the URL and in the search call, and takes it out again', async () => {
    const { searches } = renderResults('/pg?city_id=5');
    expect(await screen.findByText('1 property found')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5&beds_free_now=1'),
    );
    await waitFor(() => expect(searches().at(-1)?.query.get('beds_free_now')).toBe('1'));
    expect(searches().at(-1)?.query.get('city_id')).toBe('5');
    expect((screen.getByRole('checkbox', { name: 'Beds free now' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Beds free now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pg?city_id=5'));
    await waitFor(() => expect(searches().at(-1)?.query.has('beds_free_now')).toBe(false));
  });

  it('counts it among the active filters on a phone, from a shared link', async () => {
    const { searches } = renderResults('/pg?beds_free_now=1&sharing=Shared', false);
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByText('Filters (2)')).toBeTruthy();
    await waitFor(() => expect(searches()[0]?.query.get('beds_free_now')).toBe('1'));
  });
});
