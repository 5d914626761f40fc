import { mockApi, renderPage } from '@basera/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import DashboardPage from './DashboardPage';

const list = (total: number) =>
  [200, { status: true, data: [], total, page: 1, per_page: 20 }] as [number, unknown];

describe('DashboardPage', () => {
  it('counts the listings waiting for review, the verification requests and the open reports, each linking to its queue', async () => {
    const { calls } = mockApi({
      '/admin/listings': (_body, query) =>
        list(query.get('verification') === 'requested' ? 5 : query.get('status') === 'pending' ? 2 : 99),
      '/admin/reports': (_body, query) => list(query.get('status') === 'open' ? 1 : 99),
    });
    renderPage(<DashboardPage />, { url: '/admin' });
    const queue = await screen.findByRole('link', { name: 'Listings waiting for review 2 Open the queue' });
    expect(queue.getAttribute('href')).toBe('/admin/listings');
    const requests = await screen.findByRole('link', { name: 'Verification requests 5 See the requests' });
    expect(requests.getAttribute('href')).toBe('/admin/listings?verification=requested');
    const reports = await screen.findByRole('link', { name: 'Open reports 1 See the reports' });
    expect(reports.getAttribute('href')).toBe('/admin/reports');
    expect(calls.map((call) => `${call.path}?${call.query}`).sort()).toEqual([
      '/admin/listings?status=pending',
      '/admin/listings?verification=requested',
      '/admin/reports?status=open',
    ]);
  });

  it('shows zero as zero (an empty queue is news too)', async () => {
    mockApi({ '/admin/listings': () => list(0), '/admin/reports': () => list(0) });
    renderPage(<DashboardPage />, { url: '/admin' });
    expect(
      await screen.findByRole('link', { name: 'Listings waiting for review 0 Open the queue' }),
    ).toBeTruthy();
  });

  it('says which count failed, keeps the other, and counts again on Retry', async () => {
    let reportsUp = false;
    mockApi({
      '/admin/listings': () => list(3),
      '/admin/reports': () => (reportsUp ? list(4) : [500, { status: false, message: 'Server error' }]),
    });
    renderPage(<DashboardPage />, { url: '/admin' });
    expect(await screen.findByText('We could not count the open reports.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listings waiting for review 3 Open the queue' })).toBeTruthy();
    reportsUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open reports 4 See the reports' })).toBeTruthy();
  });
});
