import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userRow } from './fixtures';
import UsersPage from './UsersPage';

const EVERYONE = [
  userRow(51, 'Ravi Kumar'),
  userRow(7, 'Asha Rao', { user_type: 'Customer', listings_count: 0 }),
  userRow(60, 'Sam Broker', { banned_at: '2026-11-20T10:00:00.000Z' }),
];

function renderUsers(url = '/admin/users') {
  const api = mockApi({
    '/admin/users': (_, query) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const data = EVERYONE.filter(
        (user) => !q || `${user.name} ${user.email} ${user.phone}`.toLowerCase().includes(q),
      );
      return [200, { status: true, data, total: data.length, page: 1, per_page: 20 }];
    },
  });
  signIn('Admin');
  renderPage(<UsersPage />, { url, path: '/admin/users' });
  return {
    queries: () => api.calls.filter((call) => call.path === '/admin/users').map((call) => call.query),
  };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Users' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('UsersPage', () => {
  it('lists the newest accounts, each linking to its page', async () => {
    const { queries } = renderUsers();
    expect(await screen.findByText('Newest accounts')).toBeTruthy();
    expect(names()).toEqual(['Ravi Kumar', 'Asha Rao', 'Sam Broker']);
    expect(queries()[0]?.get('q')).toBeNull();
    const ravi = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe(
      '/admin/users/51',
    );
    expect(within(ravi).getByText('ravi@example.in · 9876500051')).toBeTruthy();
    expect(within(ravi).getByText('Joined 1 Oct 2026 · 2 listings')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Asha Rao' })).getByText('Search User')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Sam Broker' })).getByText('Banned')).toBeTruthy();
  });

  it('searches by email, phone or name, the search kept in the address', async () => {
    const { queries } = renderUsers();
    await screen.findByText('Newest accounts');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Email, phone or name' }), {
      target: { value: ' 9876500007 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 account matches “9876500007”')).toBeTruthy();
    expect(queries().at(-1)?.get('q')).toBe('9876500007');
    expect(names()).toEqual(['Asha Rao']);
  });

  it('opens on a search from the address and says when nothing matches', async () => {
    renderUsers('/admin/users?q=nobody');
    expect(await screen.findByText('No account matches this search.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Email, phone or name' }) as HTMLInputElement).value).toBe(
      'nobody',
    );
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    mockApi({
      '/admin/users': () =>
        fail
          ? [500, { status: false }]
          : [200, { status: true, data: EVERYONE, total: 3, page: 1, per_page: 20 }],
    });
    signIn('Admin');
    renderPage(<UsersPage />, { url: '/admin/users', path: '/admin/users' });
    expect(await screen.findByText('We could not load the users.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });
});
