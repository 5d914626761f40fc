import type { OwnListing } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { DELETE_LISTING_MESSAGES, indiaToday, LISTING_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OwnListingsPage, { EMPTY_HINT, EMPTY_TITLE } from './OwnListingsPage';
import { PLANS } from './plans/fixtures';

// Whole pages in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

const FUTURE = '2030-12-12T10:00:00.000Z';
const PAST = '2026-01-03T10:00:00.000Z';

const listing = (id: number, name: string, overrides: Partial<OwnListing> = {}) =>
  ({
    id,
    propty_id: id,
    listing_id: `BSR-PG-${id}`,
    property_type: 'PG',
    accommodation_name: name,
    address_line_1: '12, 3rd Cross',
    address_line_2: null,
    locality: 'Indiranagar',
    city_name: 'Bengaluru',
    monthly_charge_min: 9500,
    photo: 'lotus-1280.webp',
    post_created_at: '2026-11-01T10:00:00.000Z',
    status: 'active',
    wizard_step: 7,
    expires_at: FUTURE,
    beds: [{ sharing: 'Double', total_beds: 8, free_beds: 3, available_from: '2026-01-01' }],
    free_beds_now: 3,
    beds_free_from: '2026-01-01',
    review: 'approved',
    review_reason: null,
    ...overrides,
  }) as OwnListing;

const LISTINGS = [
  listing(7, 'Lotus PG'),
  listing(8, 'Palm Rooms', {
    property_type: 'Room',
    status: 'inactive',
    free_beds_now: 0,
    beds_free_from: '2030-12-05',
  }),
  listing(9, 'Old Hostel', {
    property_type: 'Hostel',
    status: 'expired',
    expires_at: PAST,
    free_beds_now: 0,
  }),
  listing(10, 'New Mess', {
    property_type: 'Mess',
    status: 'draft',
    wizard_step: 2,
    expires_at: null,
    photo: null,
    beds: [],
  }),
];

type Handler = Parameters<typeof mockApi>[0][string];

/** The address's query, to see what the page leaves in it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The page over a fake API with these listings; `routes` add or replace answers. */
function renderList(
  routes: Record<string, Handler> = {},
  properties: OwnListing[] = LISTINGS,
  url = '/user/view-all-listing',
) {
  const api = mockApi({
    '/get-all-properties': () => [
      200,
      { status: true, data: { properties, photoPath: 'http://api/storage/' } },
    ],
    '/subscription-plans': () => [200, { status: true, data: PLANS }],
    ...routes,
  });
  renderPage(
    <>
      <OwnListingsPage />
      <Search />
    </>,
    { url, path: '/user/view-all-listing' },
  );
  const loads = () => api.calls.filter((call) => call.path === '/get-all-properties').length;
  const posts = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);
  /** The methods of the requests sent to `path` (fetch's init.method; a GET sends none). */
  const methods = (path: string) =>
    api.fetchMock.mock.calls
      .filter(([url]) => new URL(url).pathname === `/api${path}`)
      .map(([, init]) => (init as { method?: string } | undefined)?.method ?? 'GET');
  return { loads, posts, methods };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('OwnListingsPage', () => {
  it('shows each listing’s status, how long it stays live, its free beds and its actions', async () => {
    renderList();
    expect(await screen.findByText('4 listings')).toBeTruthy();
    const facts = {
      'Lotus PG': [
        'Active',
        'PG',
        'Live until 12 Dec 2030',
        '3 beds free now',
        'Listing ID: BSR-PG-7',
        'Rs. 9,500 onwards',
      ],
      'Palm Rooms': [
        'Inactive',
        'Room Sharing',
        'Hidden from search, paid until 12 Dec 2030',
        'Beds free from 5 Dec',
      ],
      'Old Hostel': ['Expired', 'Hostel', 'Expired on 3 Jan 2026', 'No beds free'],
      'New Mess': ['Draft', 'Mess', 'Draft: step 3 of 7'],
    };
    // Every missing text is named in one failure.
    const missing = Object.entries(facts).flatMap(([name, texts]) =>
      texts.filter((text) => !within(card(name)).queryByText(text)).map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
    expect(within(card('Lotus PG')).getByRole('img', { name: 'Lotus PG' }).getAttribute('src')).toBe(
      'http://api/storage/lotus-320.webp',
    );

    const buttons = (name: string) =>
      [...card(name).querySelectorAll('a, button')].map((el) => el.textContent);
    const more = (name: string) => `More actions for ${name}`;
    // The kebab (no text: "More actions for …") sits beside the status chips, before the row of buttons.
    expect(buttons('Lotus PG')).toEqual(['', 'Edit', 'View', 'Update free beds', 'Delete']);
    expect(buttons('Palm Rooms')).toEqual(['', 'Activate', 'Edit', 'View', 'Update free beds', 'Delete']);
    fireEvent.click(within(card('Lotus PG')).getByRole('button', { name: more('Lotus PG') }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Renew',
      'Invite a resident to review',
      'Deactivate',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(within(card('Palm Rooms')).getByRole('button', { name: more('Palm Rooms') }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Renew']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(buttons('Old Hostel')).toEqual(['Renew', 'Edit', 'View', 'Update free beds', 'Delete']);
    expect(buttons('New Mess')).toEqual(['Continue', 'Delete']);
    // A Mess has no beds; a draft goes back into the wizard.
    expect(within(card('New Mess')).queryByText(/beds/)).toBeNull();
    expect(within(card('New Mess')).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/user/mess/10',
    );
    expect(within(card('Palm Rooms')).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/room/8',
    );
    expect(within(card('Lotus PG')).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/user/pg/7/7',
    );
    fireEvent.click(screen.getByRole('button', { name: 'List a property' }));
    expect((await screen.findByRole('menuitem', { name: 'Hostel' })).getAttribute('href')).toBe(
      '/user/hostel',
    );
  });

  it('links a rated listing to its reviews with its rating, and the page to all reviews', async () => {
    renderList({}, [
      listing(7, 'Lotus PG', { rating_avg: 4.25, rating_count: 27 }),
      listing(8, 'Palm Rooms'),
    ]);
    const rated = await screen.findByRole('link', { name: 'Reviews: 4.3 ★ (27)' });
    expect(card('Lotus PG').contains(rated)).toBe(true);
    expect(rated.getAttribute('href')).toBe('/user/listing-reviews?listing=7');
    // No review yet: no badge (an empty one would read as a bad mark).
    expect(within(card('Palm Rooms')).queryByTestId('rating-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reviews of your listings' }).getAttribute('href')).toBe(
      '/user/listing-reviews',
    );
  });

  it('asks before deactivating, then posts the change, toasts the server and refreshes the list', async () => {
    const { loads, posts } = renderList({
      '/property-status': () => [200, { status: true, message: 'Listing deactivated' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Lotus PG' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this listing?' });
    expect(within(dialog).getByText(/will be hidden from search/)).toBeTruthy();
    expect(posts('/property-status')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Listing deactivated')).toBeTruthy();
    expect(posts('/property-status')).toEqual([{ id: 7, status: 'inactive' }]);
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('activates a paused listing at once, and shows the server’s refusal as an error', async () => {
    let answer: [number, unknown] = [200, { status: true, message: 'Listing activated' }];
    const { loads, posts } = renderList({ '/property-status': () => answer });
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Palm Rooms' })).findByText('Activate'),
    );
    expect(await screen.findByText('Listing activated')).toBeTruthy();
    expect(posts('/property-status')).toEqual([{ id: 8, status: 'active' }]);
    await waitFor(() => expect(loads()).toBe(2));

    answer = [422, { status: false, message: 'Renew the subscription to publish this listing.' }];
    fireEvent.click(within(card('Palm Rooms')).getByText('Activate'));
    expect(await screen.findByText('Renew the subscription to publish this listing.')).toBeTruthy();
    expect(loads()).toBe(2);
  });

  it('renews with the plan chosen, showing its price on the button', async () => {
    const { loads, posts } = renderList({
      '/property-subscribe': () => [200, { status: true, message: 'Subscription renewed until 3 Apr 2026' }],
    });
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Old Hostel' })).findByText('Renew'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renew Old Hostel' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Featured 7 days, Rs. 199' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs. 199 and renew' }));
    expect(await screen.findByText('Subscription renewed until 3 Apr 2026')).toBeTruthy();
    expect(posts('/property-subscribe')).toEqual([
      { id: 9, plan_id: 12, idempotency_key: expect.any(String) },
    ]);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it("opens a listing's Renew dialog from ?renew= (the dashboard's link), and drops it from the address", async () => {
    renderList({}, LISTINGS, '/user/view-all-listing?renew=7');
    const dialog = await screen.findByRole('dialog', { name: 'Renew Lotus PG' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['not in the list', 999],
    ['a draft', 10],
  ])('opens nothing for ?renew= of a listing %s', async (_what, id) => {
    renderList({}, LISTINGS, `/user/view-all-listing?renew=${id}`);
    await screen.findByRole('article', { name: 'Lotus PG' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** The fake API of a deletion: DELETE /own-property/{id} answers `answer` and, on a 200, drops the listing. */
  const deletable = (properties: OwnListing[], id: number, answer: [number, unknown]) => ({
    [`/own-property/${id}`]: () => {
      if (answer[0] === 200)
        properties.splice(
          properties.findIndex((item) => item.id === id),
          1,
        );
      return answer;
    },
  });

  it('deletes a draft after asking with the draft text; the toast has the server’s words and the card goes', async () => {
    const properties = [...LISTINGS];
    const { loads, methods } = renderList(
      deletable(properties, 10, [
        200,
        { status: true, message: DELETE_LISTING_MESSAGES.deleted, data: { id: 10, archived: false } },
      ]),
      properties,
    );
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'New Mess' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(DELETE_LISTING_MESSAGES.confirmDraft)).toBeTruthy();
    expect(within(dialog).queryByText(DELETE_LISTING_MESSAGES.confirmArchive)).toBeNull();
    expect(within(dialog).getByText('New Mess')).toBeTruthy();
    expect(methods('/own-property/10')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText(DELETE_LISTING_MESSAGES.deleted)).toBeTruthy();
    expect(methods('/own-property/10')).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'New Mess' })).toBeNull());
    expect(loads()).toBe(2);
    expect(screen.getByText('3 listings')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the owner a published listing is archived, and sends nothing on Cancel', async () => {
    const properties = [...LISTINGS];
    const { methods } = renderList(
      deletable(properties, 7, [
        200,
        { status: true, message: DELETE_LISTING_MESSAGES.archived, data: { id: 7, archived: true } },
      ]),
      properties,
    );
    const lotus = await screen.findByRole('article', { name: 'Lotus PG' });
    fireEvent.click(within(lotus).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(DELETE_LISTING_MESSAGES.confirmArchive)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(methods('/own-property/7')).toEqual([]);
    expect(screen.getByRole('article', { name: 'Lotus PG' })).toBeTruthy();

    fireEvent.click(within(card('Lotus PG')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText(DELETE_LISTING_MESSAGES.archived)).toBeTruthy();
    expect(methods('/own-property/7')).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lotus PG' })).toBeNull());
  });

  it('shows the server’s refusal of a deletion and keeps the dialog open', async () => {
    const { methods } = renderList(
      deletable([...LISTINGS], 8, [404, { status: false, message: 'Property not found' }]),
    );
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Palm Rooms' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Property not found')).toBeTruthy();
    expect(methods('/own-property/8')).toEqual(['DELETE']);
    expect(screen.getByRole('dialog', { name: 'Delete this listing?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete listing' })).toBeTruthy();
    // Behind the open dialog (hidden from the accessibility tree meanwhile), the card is still there.
    expect(screen.getByRole('article', { name: 'Palm Rooms', hidden: true })).toBeTruthy();
  });

  it('marks a listing featured until its date, and one whose Verified check is awaited', async () => {
    renderList({}, [
      listing(7, 'Lotus PG', {
        featured_until: FUTURE,
        verification_requested_at: '2026-11-20T10:00:00.000Z',
      }),
      listing(8, 'Palm Rooms', { featured_until: PAST, verification_requested_at: null }),
    ]);
    const lotus = await screen.findByRole('article', { name: 'Lotus PG' });
    expect(within(lotus).getByText('Featured until 12 Dec 2030')).toBeTruthy();
    expect(within(lotus).getByText('Verification requested')).toBeTruthy();
    const palm = card('Palm Rooms');
    expect(within(palm).queryByText(/Featured/)).toBeNull();
    expect(within(palm).queryByText('Verification requested')).toBeNull();
  });

  it('checks free beds with the shared rules before sending them', async () => {
    const { loads, posts } = renderList({
      '/property-beds': () => [200, { status: true, message: 'Free beds updated', data: LISTINGS[0] }],
    });
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Lotus PG' })).findByText('Update free beds'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update free beds' });
    const row = within(dialog).getByRole('group', { name: 'Beds row 1' });
    expect((within(row).getByLabelText('Total') as HTMLInputElement).value).toBe('8');
    fireEvent.change(within(row).getByLabelText('Free'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LISTING_MESSAGES.freeMoreThanTotal)).toBeTruthy();
    expect(posts('/property-beds')).toEqual([]);

    fireEvent.change(within(row).getByLabelText('Free'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sharing kind' }));
    const added = within(dialog).getByRole('group', { name: 'Beds row 2' });
    expect((within(added).getByLabelText('Sharing') as HTMLSelectElement).value).toBe('Single');
    fireEvent.change(within(added).getByLabelText('Total'), { target: { value: '4' } });
    fireEvent.change(within(added).getByLabelText('Free'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Free beds updated')).toBeTruthy();
    expect(posts('/property-beds')).toEqual([
      {
        id: 7,
        beds: [
          // Free since a past date: free now, so today's date goes (BedRows' "Free from a later date" unticked).
          { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: indiaToday() },
          { sharing: 'Single', total_beds: 4, free_beds: 0, available_from: null },
        ],
      },
    ]);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('puts the server’s 422 messages under the fields they name', async () => {
    const { posts } = renderList({
      '/property-beds': () => [
        422,
        {
          status: false,
          message: 'Check the beds',
          errors: { 'beds.0.available_from': ['The date must be within 365 days'] },
        },
      ],
    });
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Lotus PG' })).findByText('Update free beds'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update free beds' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText('The date must be within 365 days');
    expect(message.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(/Free from/);
    expect(posts('/property-beds')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Update free beds' })).toBeTruthy();
  });

  it('shows the spec empty state with a way to list each type of property', async () => {
    renderList({}, []);
    expect(await screen.findByText(EMPTY_TITLE)).toBeTruthy();
    expect(screen.getByText(EMPTY_HINT)).toBeTruthy();
    const links = within(screen.getByRole('group', { name: 'List a property' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PG', '/user/pg'],
      ['Hostel', '/user/hostel'],
      ['Mess', '/user/mess'],
      ['Room Sharing', '/user/room'],
    ]);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mockApi({ '/get-all-properties': () => [500, { status: false, message: 'boom' }] });
    renderPage(<OwnListingsPage />);
    expect(await screen.findByText('We could not load your listings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('OwnListingsPage: review', () => {
  // Paid listings the operators hold back, beside one that is live.
  const reviewed = (review: OwnListing['review'], reason: string | null = null) => ({
    review,
    review_reason: reason,
  });
  const HELD = [
    listing(21, 'Queue PG', reviewed('pending')),
    listing(22, 'Refused PG', reviewed('rejected', 'The photos show a different building.')),
    listing(23, 'Stopped PG', reviewed('suspended', 'Asked a seeker for a deposit before any visit.')),
    listing(24, 'Live PG', reviewed('approved')),
  ];
  const chipOf = (name: string) => card(name).querySelector('.MuiChip-root')?.textContent;
  const buttons = (name: string) =>
    [...card(name).querySelectorAll('a, button')].map((el) => el.textContent).filter(Boolean);

  it('reads Pending review, Rejected: {reason} and Suspended: {reason} on the status chip', async () => {
    renderList({}, HELD);
    expect(await screen.findByText('4 listings')).toBeTruthy();
    expect(chipOf('Queue PG')).toBe('Pending review');
    expect(chipOf('Refused PG')).toBe('Rejected: The photos show a different building.');
    expect(chipOf('Stopped PG')).toBe('Suspended: Asked a seeker for a deposit before any visit.');
    expect(chipOf('Live PG')).toBe('Active');
    expect(
      within(card('Queue PG')).getByText('Goes live once reviewed, paid until 12 Dec 2030'),
    ).toBeTruthy();
    expect(within(card('Live PG')).getByText('Live until 12 Dec 2030')).toBeTruthy();
    // Only a rejected listing goes back into the queue; it can be edited first.
    expect(buttons('Refused PG')).toEqual([
      'Resubmit for review',
      'Edit',
      'View',
      'Update free beds',
      'Delete',
    ]);
    expect(buttons('Queue PG')).toEqual(['Edit', 'View', 'Update free beds', 'Delete']);
    expect(buttons('Stopped PG')).toEqual(['Edit', 'View', 'Update free beds', 'Delete']);
    expect(within(card('Refused PG')).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/pg/22',
    );
  });

  it('keeps the Draft, Inactive and Expired chips of listings the review never held', async () => {
    renderList({}, [
      listing(31, 'Paused PG', { status: 'inactive', ...reviewed('approved') }),
      listing(32, 'Lapsed PG', { status: 'expired', expires_at: PAST, ...reviewed('approved') }),
      listing(33, 'Half PG', {
        status: 'draft',
        wizard_step: 1,
        expires_at: null,
        ...reviewed('unsubmitted'),
      }),
    ]);
    expect(await screen.findByText('3 listings')).toBeTruthy();
    expect(chipOf('Paused PG')).toBe('Inactive');
    expect(chipOf('Lapsed PG')).toBe('Expired');
    expect(chipOf('Half PG')).toBe('Draft');
  });

  it('resubmits a rejected listing: Sent for review, and its chip becomes Pending review', async () => {
    let properties = HELD;
    const { loads, posts } = renderList({
      '/get-all-properties': () => [
        200,
        { status: true, data: { properties, photoPath: 'http://api/storage/' } },
      ],
      '/property-resubmit': (body) => {
        const back = listing(Number(body.id), 'Refused PG', reviewed('pending'));
        properties = HELD.map((item) => (item.id === back.id ? back : item));
        return [200, { status: true, message: 'Sent for review', data: { property: back } }];
      },
    });
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Refused PG' })).findByText(
        'Resubmit for review',
      ),
    );
    expect(await screen.findByText('Sent for review')).toBeTruthy();
    expect(posts('/property-resubmit')).toEqual([{ id: 22 }]);
    await waitFor(() => expect(chipOf('Refused PG')).toBe('Pending review'));
    expect(within(card('Refused PG')).queryByText('Resubmit for review')).toBeNull();
    await waitFor(() => expect(loads()).toBe(2));
    expect(chipOf('Refused PG')).toBe('Pending review');
  });

  it('shows the server’s refusal of a resubmission and keeps the chip', async () => {
    renderList(
      {
        '/property-resubmit': () => [
          409,
          { status: false, message: 'This listing is not waiting for changes.' },
        ],
      },
      HELD,
    );
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Refused PG' })).findByText(
        'Resubmit for review',
      ),
    );
    expect(await screen.findByText('This listing is not waiting for changes.')).toBeTruthy();
    expect(chipOf('Refused PG')).toBe('Rejected: The photos show a different building.');
  });
});
