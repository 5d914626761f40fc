import type { AdminUserDetail } from '@basera/shared/schemas';
import { ADMIN_USER_MESSAGES } from '@basera/shared/schemas';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userDetail } from './fixtures';
import UserPage from './UserPage';

type Handler = Parameters<typeof mockApi>[0][string];

function renderUser(
  first: AdminUserDetail,
  routes: (set: (next: AdminUserDetail) => void) => Record<string, Handler>,
) {
  let current = first;
  const api = mockApi({
    '/admin/users/51': () => [200, { status: true, data: current }],
    ...routes((next) => {
      current = next;
    }),
  });
  signIn('Admin');
  renderPage(<UserPage />, { url: '/admin/users/51', path: '/admin/users/:id' });
  return { sent: (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body) };
}

const account = () => screen.getByRole('region', { name: 'Account' });

describe('UserPage', () => {
  it('shows the account, its listings, threads, reports and events', async () => {
    renderUser(userDetail(), () => ({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeTruthy();
    expect(within(account()).getByText('ravi@example.in')).toBeTruthy();
    expect(within(account()).getByText('Lister')).toBeTruthy();
    const listings = within(screen.getByRole('list', { name: 'Their listings' })).getAllByRole('article');
    expect(listings.map((item) => item.getAttribute('aria-label'))).toEqual(['Lotus PG', 'Lotus Annexe']);
    expect(
      within(screen.getByRole('list', { name: 'Their threads' })).getByText(/^With Asha Rao/),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Reports received' })).getByText('Broker posing as owner'),
    ).toBeTruthy();
    expect(screen.getByText('This user has reported nothing.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Account events' })).getByText(/203\.0\.113\.9/),
    ).toBeTruthy();
  });

  it("says a report about one of the user's reviews is about a review of that listing", async () => {
    const detail = userDetail();
    const [listingReport] = detail.reports_received;
    detail.reports_received = [
      { ...listingReport!, id: 8, kind: 'review', reason: 'offensive', reason_label: 'Offensive or abusive' },
    ];
    renderUser(detail, () => ({}));
    const received = within(await screen.findByRole('list', { name: 'Reports received' }));
    expect(received.getByText(/a review of/).textContent).toMatch(
      / · a review of Lotus PG · “Said he is an agent”$/,
    );
    expect(received.getByRole('link', { name: 'Lotus PG' }).getAttribute('href')).toBe('/admin/listings/11');
  });

  it('bans only with a reason, then shows the ban', async () => {
    const { sent } = renderUser(userDetail(), (set) => ({
      '/admin/users/51/ban': (body) => {
        set(userDetail({ banned_at: new Date().toISOString(), ban_reason: String(body.reason) }));
        return [200, { status: true, message: ADMIN_USER_MESSAGES.banned }];
      },
    }));
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Account' })).findByRole('button', {
        name: 'Ban',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ravi Kumar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(sent('/admin/users/51/ban')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Took deposits for rooms that do not exist' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.banned)).toBeTruthy();
    expect(sent('/admin/users/51/ban')).toEqual([{ reason: 'Took deposits for rooms that do not exist' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(account()).findByText(/: Took deposits for rooms that do not exist$/)).toBeTruthy();
    expect(within(account()).getByRole('button', { name: 'Unban' })).toBeTruthy();
  });

  it('unbans, the reason optional', async () => {
    const { sent } = renderUser(
      userDetail({ banned_at: '2026-11-20T10:00:00.000Z', ban_reason: 'Scam' }),
      (set) => ({
        '/admin/users/51/unban': () => {
          set(userDetail());
          return [200, { status: true, message: ADMIN_USER_MESSAGES.unbanned }];
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unban Ravi Kumar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.unbanned)).toBeTruthy();
    expect(sent('/admin/users/51/unban')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(account()).findByRole('button', { name: 'Ban' })).toBeTruthy();
  });

  it('says so when the user was banned meanwhile (409) and shows it', async () => {
    renderUser(userDetail(), (set) => ({
      '/admin/users/51/ban': () => {
        set(userDetail({ banned_at: new Date().toISOString(), ban_reason: 'Scam' }));
        return [409, { status: false, message: ADMIN_USER_MESSAGES.alreadyBanned }];
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ravi Kumar?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Scam listing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.alreadyBanned)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(account()).findByRole('button', { name: 'Unban' })).toBeTruthy();
  });

  it('offers no ban for an operator', async () => {
    renderUser(userDetail({ user_type: 'Admin' }), () => ({}));
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    expect(within(account()).getByText('Operator')).toBeTruthy();
    expect(within(account()).queryByRole('button', { name: 'Ban' })).toBeNull();
  });
});
