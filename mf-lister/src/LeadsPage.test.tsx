import type { EnquiryThread, EnquiryThreadSummary, ListingLeadStats } from '@basera/shared';
import { type LeadStatus, RATING_MESSAGES } from '@basera/shared/rules';
import {
  CURRENT_PATH_TEST_ID,
  mockApi,
  renderPage,
  signIn,
  styleAt,
  testThread,
} from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import LeadsPage from './LeadsPage';
import { EMPTY_TEXT, NO_LISTINGS_TEXT, NOT_LISTER_TEXT } from './leads/model';

const stat = (property_id: number, listing_name: string, counts: Partial<ListingLeadStats> = {}) =>
  ({
    property_id,
    listing_name,
    listing_type: 'PG',
    status: 'active',
    views: 0,
    calls: 0,
    enquiries: 0,
    unread: 0,
    ...counts,
  }) as ListingLeadStats;

const STATS = [
  stat(7, 'Lotus PG', { views: 128, calls: 9, enquiries: 6, unread: 2 }),
  stat(8, 'Palm Rooms', { listing_type: 'Room', views: 40, calls: 3, enquiries: 1 }),
];

const thread = (
  id: number,
  property_id: number,
  listing_name: string,
  other_name: string,
  status: LeadStatus,
): EnquiryThreadSummary => ({
  id,
  property_id,
  listing_name,
  listing_type: 'PG',
  listing_place: 'Indiranagar, Bengaluru',
  other_name,
  role: 'owner',
  status,
  last_message: `Question from ${other_name}`,
  last_message_at: '2026-11-20T10:00:00.000Z',
  last_sender: 'seeker',
  unread: status === 'new' ? 1 : 0,
  visit: null,
  reported: false,
  created_at: '2026-11-20T09:00:00.000Z',
});

/** In the API's order: the listing with the newest lead first, a listing's threads together. */
const THREADS = [
  thread(31, 7, 'Lotus PG', 'Meera', 'new'),
  thread(30, 7, 'Lotus PG', 'Arjun', 'visit'),
  thread(22, 8, 'Palm Rooms', 'Kiran', 'answered'),
  thread(21, 8, 'Palm Rooms', 'Divya', 'new'),
];

type Handler = Parameters<typeof mockApi>[0][string];

/** GET /leads as the API answers it: filtered by status and listing, a page at a time. */
const leadsRoute =
  (threads: EnquiryThreadSummary[], total?: number): Handler =>
  (_, query) => {
    const status = query.get('status');
    const listing = Number(query.get('property_id')) || null;
    const data = threads.filter(
      (item) => (!status || item.status === status) && (!listing || item.property_id === listing),
    );
    return [
      200,
      {
        status: true,
        data,
        total: total ?? data.length,
        page: Number(query.get('page')),
        per_page: Number(query.get('per_page')),
      },
    ];
  };

function renderInbox({
  url = '/user/leads',
  stats = STATS,
  threads = THREADS,
  routes = {},
}: {
  url?: string;
  stats?: ListingLeadStats[];
  threads?: EnquiryThreadSummary[];
  routes?: Record<string, Handler>;
} = {}) {
  const api = mockApi({
    '/leads/stats': () => [200, { status: true, data: stats }],
    '/leads': leadsRoute(threads),
    ...routes,
  });
  signIn('Lister');
  renderPage(<LeadsPage />, { url, path: '/user/leads/:threadId?' });
  const leadCalls = () => api.calls.filter((call) => call.path === '/leads').map((call) => call.query);
  return { api, leadCalls, lastLeadCall: () => leadCalls().at(-1)! };
}

const statsCard = (name: string) => screen.getByRole('article', { name });
/** "Views 128": a stat of a card, its label and number as a reader meets them. */
const statsOf = (name: string) =>
  ['Views', 'Calls', 'Enquiries', 'Unread'].map(
    (label) => within(statsCard(name)).getByText(label).parentElement?.textContent,
  );
const leadLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/user/leads/'))
    .map((link) => link.getAttribute('href'));
/** The listings' headers over the leads, in order (each heads a region of its leads). */
const groupHeadings = () =>
  within(screen.getByRole('region', { name: 'Leads' }))
    .getAllByRole('region')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)?.textContent);

describe('LeadsPage: the inbox', () => {
  it('shows each listing’s last 30 days and marks the one with unread leads', async () => {
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Inbox' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Lotus PG' });
    expect(statsOf('Lotus PG')).toEqual(['Views128', 'Calls9', 'Enquiries6', 'Unread2']);
    expect(statsOf('Palm Rooms')).toEqual(['Views40', 'Calls3', 'Enquiries1', 'Unread0']);
    expect(within(statsCard('Lotus PG')).getByText('New leads')).toBeTruthy();
    expect(within(statsCard('Palm Rooms')).queryByText('New leads')).toBeNull();
    expect(within(statsCard('Palm Rooms')).getByText('Room Sharing')).toBeTruthy();
  });

  it('shows the eight busiest listings first, the rest behind "Show all"', async () => {
    const many = Array.from({ length: 12 }, (_, i) => stat(100 + i, `Listing ${i + 1}`));
    many[10] = stat(110, 'Listing 11', { enquiries: 1 });
    many[11] = stat(111, 'Listing 12', { unread: 3, enquiries: 2 });
    renderInbox({ stats: many });
    const list = await screen.findByRole('list', { name: 'Your listings in the last 30 days' });
    const names = () =>
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    expect(names()).toEqual([
      'Listing 12',
      'Listing 11',
      ...many.slice(0, 6).map((item) => item.listing_name),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 listings' }));
    expect(names()).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer listings' }));
    expect(names()).toHaveLength(8);
  });

  it('scrolls the cards sideways on a phone and lays them out in a grid on a desktop', async () => {
    renderInbox();
    const cards = await screen.findByRole('list', { name: 'Your listings in the last 30 days' });
    expect([styleAt(cards, 'display', 360), styleAt(cards, 'overflow-x', 360)]).toEqual(['flex', 'auto']);
    expect(styleAt(cards, 'display', 1280)).toBe('grid');
    // A phone shows most of one card and the edge of the next.
    expect(styleAt(cards.querySelector('li')!, 'flex', 360)).toBe('0 0 min(260px, 78vw)');
  });

  it('groups the leads under a header per listing, each linking to its conversation', async () => {
    const { lastLeadCall } = renderInbox();
    await screen.findByText('Question from Meera');
    expect(groupHeadings()).toEqual(['Lotus PG', 'Palm Rooms']);
    const lotus = screen.getByRole('region', { name: 'Lotus PG' });
    expect(within(lotus).getByText('Question from Arjun')).toBeTruthy();
    expect(within(lotus).queryByText('Question from Kiran')).toBeNull();
    expect(leadLinks()).toEqual(['/user/leads/31', '/user/leads/30', '/user/leads/22', '/user/leads/21']);
    expect(screen.getByText('4 conversations')).toBeTruthy();
    expect(Object.fromEntries(lastLeadCall())).toEqual({ page: '1', per_page: '20' });
  });

  it('asks for one status when its tab is chosen and shows only those leads', async () => {
    const { lastLeadCall } = renderInbox();
    await screen.findByText('Question from Meera');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'New',
      'Answered',
      'Visit booked',
    ]);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(screen.queryByText('Question from Arjun')).toBeNull());
    expect(lastLeadCall().get('status')).toBe('new');
    expect(screen.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Question from Meera')).toBeTruthy();
    expect(screen.getByText('Question from Divya')).toBeTruthy();
    expect(screen.queryByText('Question from Kiran')).toBeNull();
    expect(groupHeadings()).toEqual(['Lotus PG', 'Palm Rooms']);

    fireEvent.click(screen.getByRole('tab', { name: 'Visit booked' }));
    await waitFor(() => expect(screen.queryByText('Question from Meera')).toBeNull());
    expect(lastLeadCall().get('status')).toBe('visit');
    expect(leadLinks()).toEqual(['/user/leads/30']);
    expect(groupHeadings()).toEqual(['Lotus PG']);
  });

  it('filters to a listing when its card is tapped, and back to all on a second tap', async () => {
    const { lastLeadCall } = renderInbox();
    await screen.findByText('Question from Meera');
    const palm = within(statsCard('Palm Rooms')).getByRole('button');
    expect(palm.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(palm);
    await waitFor(() => expect(screen.queryByText('Question from Meera')).toBeNull());
    expect(lastLeadCall().get('property_id')).toBe('8');
    expect(palm.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Listing') as HTMLSelectElement).value).toBe('8');
    expect(groupHeadings()).toEqual(['Palm Rooms']);
    expect(leadLinks()).toEqual(['/user/leads/22', '/user/leads/21']);

    // The status tabs keep the listing.
    fireEvent.click(screen.getByRole('tab', { name: 'Answered' }));
    await waitFor(() => expect(screen.queryByText('Question from Divya')).toBeNull());
    expect(Object.fromEntries(lastLeadCall())).toEqual({
      page: '1',
      per_page: '20',
      status: 'answered',
      property_id: '8',
    });

    fireEvent.click(palm);
    await waitFor(() => expect(lastLeadCall().get('property_id')).toBeNull());
    expect(lastLeadCall().get('status')).toBe('answered');
    expect(palm.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Listing') as HTMLSelectElement).value).toBe('');
  });

  it('filters by the listing chosen in the select', async () => {
    const { lastLeadCall } = renderInbox();
    await screen.findByText('Question from Meera');
    fireEvent.change(screen.getByLabelText('Listing'), { target: { value: '7' } });
    await waitFor(() => expect(screen.queryByText('Question from Kiran')).toBeNull());
    expect(lastLeadCall().get('property_id')).toBe('7');
    expect(within(statsCard('Lotus PG')).getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens with the status and listing of its address', async () => {
    const { leadCalls } = renderInbox({ url: '/user/leads?status=visit&listing=7' });
    await screen.findByText('Question from Arjun');
    expect(leadCalls().map((query) => [query.get('status'), query.get('property_id')])).toEqual([
      ['visit', '7'],
    ]);
    expect(screen.getByRole('tab', { name: 'Visit booked' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Question from Meera')).toBeNull();
  });

  it('says so when a tab has no leads', async () => {
    renderInbox({ threads: [] });
    expect(await screen.findByText(EMPTY_TEXT.all)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View All Listing' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Visit booked' }));
    expect(await screen.findByText(EMPTY_TEXT.visit)).toBeTruthy();
  });

  it('offers a listing filter’s way back when that listing has no leads of a status', async () => {
    const { lastLeadCall } = renderInbox({ url: '/user/leads?status=visit&listing=8' });
    expect(await screen.findByText(EMPTY_TEXT.visit)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all listings' }));
    expect(await screen.findByText('Question from Arjun')).toBeTruthy();
    expect(lastLeadCall().get('property_id')).toBeNull();
    expect(lastLeadCall().get('status')).toBe('visit');
  });

  it('sends a Lister without listings to View All Listing', async () => {
    renderInbox({ stats: [], threads: [] });
    expect(await screen.findByText(EMPTY_TEXT.all)).toBeTruthy();
    expect(await screen.findByText(NO_LISTINGS_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Listing' }).getAttribute('href')).toBe(
      '/user/view-all-listing',
    );
    expect(screen.queryByRole('region', { name: 'Your listings' })).toBeNull();
  });

  it('pages through many leads', async () => {
    const { lastLeadCall } = renderInbox({ routes: { '/leads': leadsRoute(THREADS, 45) } });
    await screen.findByText('Question from Meera');
    expect(screen.getByText('45 conversations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastLeadCall().get('page')).toBe('3'));
    expect(screen.getByRole('button', { name: 'page 3' }).getAttribute('aria-current')).toBe('page');
    // A new tab starts at page 1.
    fireEvent.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(lastLeadCall().get('status')).toBe('new'));
    expect(lastLeadCall().get('page')).toBe('1');
  });

  it('tells a Customer that the inbox is a Lister’s', async () => {
    const forbidden: Handler = () => [403, { status: false, message: 'Forbidden' }];
    renderInbox({ routes: { '/leads/stats': forbidden, '/leads': forbidden } });
    expect(await screen.findByText(NOT_LISTER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers Retry when the leads cannot be loaded', async () => {
    let down = true;
    const leads = leadsRoute(THREADS);
    renderInbox({
      routes: {
        '/leads': (body, query) => (down ? [500, { status: false, message: 'boom' }] : leads(body, query)),
      },
    });
    expect(await screen.findByText('We could not load your leads.')).toBeTruthy();
    // The listings' counts came in on their own call.
    expect(await screen.findByRole('article', { name: 'Lotus PG' })).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(leadLinks()).toHaveLength(THREADS.length));
    expect(screen.queryByText('We could not load your leads.')).toBeNull();
  });
});

describe('LeadsPage: one conversation', () => {
  it('shows the lead’s conversation with the way back to the inbox', async () => {
    const lead: EnquiryThread = {
      ...THREADS[1]!,
      messages: [
        {
          id: 1,
          sender: 'seeker',
          kind: 'message',
          body: 'Question from Arjun',
          created_at: '2026-11-20T09:00:00Z',
        },
        {
          id: 2,
          sender: 'owner',
          kind: 'message',
          body: 'Yes, come by.',
          created_at: '2026-11-20T09:30:00Z',
        },
      ],
      more_before: false,
      contact_no: null,
      seeker_contact: { name: 'Arjun Rao', phone: '9000000001' },
    };
    const { api } = renderInbox({
      url: '/user/leads/30',
      routes: { '/enquiries/30': () => [200, { status: true, data: lead }] },
    });
    expect(await screen.findByText('Yes, come by.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Inbox' })).toBeTruthy();
    // The owner sees the seeker's full name, and their number to call (issue 30).
    expect(screen.getByTestId('thread-with').textContent).toBe('Enquiry from: Arjun Rao');
    expect(screen.getByRole('link', { name: /^Call Arjun Rao/ }).getAttribute('href')).toBe('tel:9000000001');
    expect(screen.getByRole('link', { name: 'Lead Inbox' }).getAttribute('href')).toBe('/user/leads');
    // The inbox's own calls wait for the inbox.
    expect(api.calls.map((call) => call.path)).not.toContain('/leads');
  });

  it('invites the lead to review the listing, their phone filled in', async () => {
    const lead = testThread('owner', {
      id: 30,
      property_id: 7,
      listing_name: 'Lotus PG',
      seeker_contact: { name: 'Meera Nair', phone: '+91 91234 56780' },
    });
    const { api } = renderInbox({
      url: '/user/leads/30',
      routes: {
        '/enquiries/30': () => [200, { status: true, data: lead }],
        '/own-property/7/review-invitations': (body) =>
          body.contact === undefined
            ? [200, { status: true, data: [] }]
            : [201, { status: true, message: RATING_MESSAGES.inviteSent }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: RATING_MESSAGES.inviteAction }));
    const dialog = await screen.findByRole('dialog', { name: RATING_MESSAGES.inviteTitle });
    expect(within(dialog).getByText(RATING_MESSAGES.inviteText('Lotus PG'))).toBeTruthy();
    const field = within(dialog).getByRole('textbox', {
      name: RATING_MESSAGES.inviteContact,
    }) as HTMLInputElement;
    expect(field.value).toBe('9123456780');
    fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.inviteSend }));
    expect(await screen.findByText(RATING_MESSAGES.inviteSent)).toBeTruthy();
    expect(
      api.calls
        .filter((call) => call.path === '/own-property/7/review-invitations' && call.body.contact)
        .map((call) => call.body),
    ).toEqual([{ contact: '9123456780' }]);
    // The thread was read once, for the conversation and the button alike.
    expect(api.calls.filter((call) => call.path === '/enquiries/30')).toHaveLength(1);
  });

  it('sends a broken thread id back to the inbox', async () => {
    renderInbox({ url: '/user/leads/abc' });
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/user/leads'));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeTruthy();
  });
});
