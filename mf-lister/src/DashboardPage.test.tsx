import type { ListerDashboard } from '@basera/shared';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, styleAt } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import DashboardPage from './DashboardPage';
import { DASHBOARD_TEXT as T } from './dashboard/model';
import { ownReview, reply } from './reviews/fixtures';

// Whole pages in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const FULL: ListerDashboard = {
  today_visits: [
    {
      thread_id: 41,
      listing_name: 'Lotus Ladies PG',
      seeker_name: 'Meera Rao',
      seeker_phone: '9812345670',
      date: '2026-11-27',
      slot: '09-11',
      state: 'requested',
    },
    {
      thread_id: 40,
      listing_name: 'Lotus Ladies PG',
      seeker_name: 'Priya Nair',
      seeker_phone: '9898989898',
      date: '2026-11-27',
      slot: '18-20',
      state: 'confirmed',
    },
  ],
  upcoming_visits: [
    {
      thread_id: 44,
      listing_name: 'Palm Rooms',
      seeker_name: 'Anu Kumar',
      seeker_phone: '9000000001',
      date: '2026-11-28',
      slot: '14-16',
      state: 'confirmed',
    },
  ],
  unread_leads: 5,
  expiring_soon: [
    {
      property_id: 7,
      listing_name: 'Palm Rooms',
      listing_type: 'Room',
      date: inDays(2),
      href: '/user/view-all-listing?renew=7',
    },
  ],
  drafts: [
    {
      property_id: 9,
      listing_name: 'Annapurna Mess',
      listing_type: 'Mess',
      date: inDays(-3),
      href: '/user/mess/9',
    },
  ],
  last_30_days: { views: 128, calls: 9, enquiries: 6, visits: 3 },
};

const EMPTY: ListerDashboard = {
  today_visits: [],
  upcoming_visits: [],
  unread_leads: 0,
  expiring_soon: [],
  drafts: [],
  last_30_days: { views: 0, calls: 0, enquiries: 0, visits: 0 },
};

type Handler = Parameters<typeof mockApi>[0][string];

function renderDashboard(handler: Handler, routes: Record<string, Handler> = {}) {
  const api = mockApi({ '/lister/dashboard': handler, ...routes });
  signIn('Lister');
  renderPage(<DashboardPage />, { url: '/user/dashboard', path: '/user/dashboard' });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('DashboardPage', () => {
  it("shows today's visits with the seeker's name, slot, number to call and the conversation", async () => {
    renderDashboard(() => [200, { status: true, data: FULL }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const visits = await screen.findByRole('list', { name: T.visits });
    const rows = within(visits).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '9 – 11 AM: Meera Rao',
      '6 – 8 PM: Priya Nair',
    ]);
    const meera = rows[0]!;
    expect(within(meera).getByText('Lotus Ladies PG')).toBeTruthy();
    expect(within(meera).getByText('Awaiting your reply')).toBeTruthy();
    expect(within(rows[1]!).getByText('Confirmed')).toBeTruthy();
    expect(hrefOf(within(meera).getByRole('link', { name: 'Call Meera Rao on 9812345670' }))).toBe(
      'tel:9812345670',
    );
    expect(hrefOf(within(meera).getByRole('link', { name: 'Conversation with Meera Rao' }))).toBe(
      '/user/leads/41',
    );
    // The section's count beside its title.
    expect(within(section(T.visits)).getByText('2')).toBeTruthy();
  });

  it("lists the visits coming up under today's, with their day, a number to call and the conversation", async () => {
    renderDashboard(() => [200, { status: true, data: FULL }]);
    const upcoming = await screen.findByRole('list', { name: T.upcoming });
    const [anu, ...rest] = within(upcoming).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(anu!.getAttribute('aria-label')).toBe('Sat, 28 Nov, 2 – 4 PM: Anu Kumar');
    expect(within(anu!).getByText('Sat, 28 Nov')).toBeTruthy();
    expect(within(anu!).getByText('Palm Rooms')).toBeTruthy();
    expect(hrefOf(within(anu!).getByRole('link', { name: 'Call Anu Kumar on 9000000001' }))).toBe(
      'tel:9000000001',
    );
    expect(hrefOf(within(anu!).getByRole('link', { name: 'Conversation with Anu Kumar' }))).toBe(
      '/user/leads/44',
    );
    // Today's list holds today's only.
    expect(within(screen.getByRole('list', { name: T.visits })).queryByText('Anu Kumar')).toBeNull();
  });

  it('shows the unread leads with the way into the Lead Inbox, what to renew and finish, and the 30 days', async () => {
    renderDashboard(() => [200, { status: true, data: FULL }]);
    await screen.findByRole('list', { name: T.visits });

    const unread = section(T.unread);
    expect(within(unread).getByText('5')).toBeTruthy();
    expect(within(unread).getByText('unread messages from seekers')).toBeTruthy();
    expect(hrefOf(within(unread).getByRole('link', { name: T.inbox }))).toBe('/user/leads');

    const expiring = within(section(T.expiring)).getByRole('listitem', { name: 'Palm Rooms' });
    expect(expiring.textContent).toContain('Room Sharing · Ends in 2 days');
    expect(hrefOf(within(expiring).getByRole('link', { name: 'Renew Palm Rooms' }))).toBe(
      '/user/view-all-listing?renew=7',
    );

    const draft = within(section(T.drafts)).getByRole('listitem', { name: 'Annapurna Mess' });
    expect(draft.textContent).toContain('Mess · Last changed');
    expect(hrefOf(within(draft).getByRole('link', { name: 'Continue Annapurna Mess' }))).toBe('/user/mess/9');

    const counts = section(T.lastDays);
    const pairs = Array.from(counts.querySelectorAll('dt')).map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual(['Views 128', 'Calls 9', 'Enquiries 6', 'Visit requests 3']);
    expect(hrefOf(within(counts).getByRole('link', { name: T.perListing }))).toBe('/user/leads');
  });

  it('says so, calmly, when there is nothing to do', async () => {
    renderDashboard(() => [200, { status: true, data: EMPTY }]);
    expect(await screen.findByText(T.noVisits)).toBeTruthy();
    expect(screen.getByText(T.noVisitsHint)).toBeTruthy();
    expect(within(section(T.visits)).getByText(T.noUpcoming)).toBeTruthy();
    expect(screen.queryByRole('list', { name: T.upcoming })).toBeNull();
    expect(within(section(T.unread)).getByText(T.noUnread)).toBeTruthy();
    expect(hrefOf(within(section(T.unread)).getByRole('link', { name: T.inbox }))).toBe('/user/leads');
    expect(within(section(T.expiring)).getByText(T.noExpiring)).toBeTruthy();
    expect(within(section(T.drafts)).getByText(T.noDrafts)).toBeTruthy();
    // No drafts: the way to list a property instead.
    expect(within(section(T.drafts)).getByRole('button', { name: 'List a property' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: T.visits })).toBeNull();
  });

  it('shows the newest reviews, whether each has the owner’s reply, and the way to the reviews page', async () => {
    const reviews = [
      ownReview(21, { author_name: 'Meera N.', rating: 5 }),
      ownReview(20, {
        author_name: 'Arjun R.',
        rating: 3,
        listing: { ...ownReview(0).listing, accommodation_name: 'Palm Rooms' },
        reply: reply('Thanks'),
      }),
      ownReview(19, { author_name: 'Kiran S.' }),
      ownReview(18, { author_name: 'Divya P.' }),
    ];
    const api = renderDashboard(() => [200, { status: true, data: FULL }], {
      '/own-reviews': () => [200, { status: true, data: reviews, total: 4, page: 1, per_page: 10 }],
    });
    const list = await screen.findByRole('list', { name: M.sectionTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '★★★★★Meera N.10 Nov 2026Lotus PG',
      `★★★★★Arjun R.10 Nov 2026Palm Rooms · ${M.ownerReply}`,
      '★★★★★Kiran S.10 Nov 2026Lotus PG',
    ]);
    expect(
      within(list)
        .getAllByRole('img')
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['5 ★', '3 ★', '4 ★']);
    expect(hrefOf(within(section(M.sectionTitle)).getByRole('link', { name: 'See all reviews' }))).toBe(
      '/user/listing-reviews',
    );
    expect(api.calls.find((call) => call.path === '/own-reviews')?.query.get('page')).toBe('1');
  });

  it('says there is no review yet', async () => {
    renderDashboard(() => [200, { status: true, data: EMPTY }], {
      '/own-reviews': () => [200, { status: true, data: [], total: 0, page: 1, per_page: 10 }],
    });
    expect(
      await within(await screen.findByRole('region', { name: M.sectionTitle })).findByText(
        M.listerReviewsEmpty,
      ),
    ).toBeTruthy();
  });

  it('shows the loading line, then an error with Retry that loads again', async () => {
    let fail = true;
    const api = renderDashboard(() =>
      fail ? [500, { status: false, message: 'Server error' }] : [200, { status: true, data: FULL }],
    );
    expect(screen.getByText(T.loading)).toBeTruthy();
    expect(await screen.findByText(T.loadError)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('list', { name: T.visits })).toBeTruthy();
    expect(screen.queryByText(T.loadError)).toBeNull();
    expect(api.calls.filter((call) => call.path === '/lister/dashboard')).toHaveLength(2);
  });

  it('tells a signed-in seeker the page is for Listers', async () => {
    renderDashboard(() => [403, { status: false, message: 'Only a Lister can list properties.' }]);
    expect(await screen.findByText(T.notLister)).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'My Account' }))).toBe('/myaccount');
    expect(screen.queryByText(T.loadError)).toBeNull();
  });

  it('is one column on a phone and puts the visits beside the leads at 1280 px', async () => {
    renderDashboard(() => [200, { status: true, data: FULL }]);
    await screen.findByRole('list', { name: T.visits });
    const visitsCell = section(T.visits).parentElement!;
    const unreadCell = section(T.unread).parentElement!;
    /** The columns of twelve a grid cell takes at a width (MUI writes its width as calc(100% * n / columns …)). */
    const columns = (cell: HTMLElement, at: number) =>
      Number(/100% \* (\d+) \//.exec(styleAt(cell, 'width', at))?.[1] ?? Number.NaN);
    expect([columns(visitsCell, 360), columns(unreadCell, 360)]).toEqual([12, 12]);
    expect([columns(visitsCell, 1280), columns(unreadCell, 1280)]).toEqual([8, 4]);
    // A visit's row stacks on a phone; from sm its slot, who and the buttons share a line.
    const row = within(section(T.visits)).getAllByRole('listitem')[0]!;
    expect(styleAt(row, 'grid-template-columns', 360)).toBe('1fr');
    expect(styleAt(row, 'grid-template-columns', 1280)).toBe('120px 1fr auto');
    // The 30 days: two by two on a phone, one row on a wide screen.
    const counts = section(T.lastDays).querySelector('dl')!;
    expect(styleAt(counts, 'grid-template-columns', 360)).toBe('repeat(2, 1fr)');
    expect(styleAt(counts, 'grid-template-columns', 1280)).toBe('repeat(4, 1fr)');
  });
});
