import { gatedFetch, mockApi, renderPage, stubMatchMedia, styleAt } from '@basera/shared/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import PropertyDetailPage from './PropertyDetailPage';
import { listing, phoneLayout } from './test-support';

const photos = ['main.webp', 'g1.webp', 'g2.webp', 'g3.webp', 'g4.webp', 'g5.webp'];

function renderDetail(overrides: Parameters<typeof listing>[0] = {}, status = 200) {
  mockApi({
    '/get-property-details-by-id/42': () =>
      status === 200
        ? [
            200,
            {
              status: true,
              data: {
                property: { ...listing(overrides), photos, toilet_facilities: null, other_charges: 500 },
                photoPath: 'http://api/storage/',
                galleryPaths: 'http://api/storage/',
              },
            },
          ]
        : [status, { status: false, message: 'Property not found' }],
  });
  renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('PropertyDetailPage', () => {
  it('shows the listing’s title line, sections in the spec’s order and the owner’s box', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' })).toBeTruthy();
    expect(screen.getByText('Posted 12 Nov 2026 · 14, 5th Cross, Koramangala 4th...')).toBeTruthy();
    expect(screen.getByText('Monthly Charge: Rs. 12,500 onwards')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Description',
      'Address',
      'Room Sharing',
      'Pricing',
      'Food',
      'Amenities',
      'Others',
      'Reviews',
    ]);
    expect(within(section('PG Accommodation Details')).getByText('Double, Triple')).toBeTruthy();
    // A missing value reads N/A.
    const toilets = within(section('PG Accommodation Details')).getByText('Toilet facilities');
    expect(toilets.nextElementSibling?.textContent).toBe('N/A');
    expect(within(section('Pricing')).getByText('Rs. 12,500')).toBeTruthy();
    expect(within(section('Address')).getByText('Karnataka')).toBeTruthy();
    expect(within(section('Amenities')).getByText('Wi-Fi')).toBeTruthy();
    expect(within(section('Amenities')).getByText('CCTV')).toBeTruthy();
    const owner = screen.getByLabelText('Contact the owner');
    expect(within(owner).getByText('BSR-000042')).toBeTruthy();
    expect(within(owner).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe(
      'tel:9123456780',
    );
  });

  it('shows what the listing wizard collects: beds, deposit, notice, menu and house rules', async () => {
    renderDetail({
      beds: [
        { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: '2026-01-01' },
        { sharing: 'Triple', total_beds: 6, free_beds: 1, available_from: '2099-12-05' },
        { sharing: 'Single', total_beds: 2, free_beds: 0, available_from: null },
      ],
      food_menu: { Monday: 'Poha, dal rice, roti sabzi', Wednesday: 'Idli, rajma chawal' },
    });
    const beds = await screen.findByRole('table', { name: 'Beds' });
    const rows = within(beds)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sharing', 'Total', 'Free', 'Free from'],
      ['Double', '8', '2', 'Free now'],
      ['Triple', '6', '1', '5 Dec'],
      ['Single', '2', '0', '-'],
    ]);
    const fact = (name: string, label: string) =>
      within(section(name)).getByText(label).nextElementSibling?.textContent;
    expect(fact('Pricing', 'Security deposit')).toBe('Rs. 10,000');
    expect(fact('Pricing', 'Deposit refund')).toBe('Refunded within 7 days of leaving');
    expect(fact('Pricing', 'Notice period')).toBe('30 days');
    expect(fact('Food', 'Meals')).toBe('Breakfast, Dinner');
    expect(fact('Food', 'Veg / Non-Veg')).toBe('Veg');
    const menu = within(section('Food')).getByRole('table', { name: 'Weekly menu' });
    expect(
      within(menu)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayMenu', 'MondayPoha, dal rice, roti sabzi', 'WednesdayIdli, rajma chawal']);
    expect(fact('Other Details', 'Distance from road')).toBe('200 m');
    expect(fact('Other Details', 'Gate closes at')).toBe('22:30');
    expect(fact('Other Details', 'Visitors')).toBe('Common areas only');
    expect(fact('Other Details', 'Smoking')).toBe('No');
    expect(fact('Other Details', 'Pets')).toBe('No');
    expect(within(screen.getByLabelText('Contact the owner')).getByText('2 beds free now')).toBeTruthy();
  });

  it('says No curfew when the gate never closes, and keeps the comma list for older listings', async () => {
    renderDetail({ gate_closing_time: null, food_meals: [], food_type: null, food_served: 'Lunch, Dinner' });
    const others = await screen.findByRole('heading', { level: 2, name: 'Other Details' });
    expect(within(others.closest('section')!).getByText('No curfew')).toBeTruthy();
    expect(within(section('Food')).getByText('Lunch, Dinner')).toBeTruthy();
    expect(within(section('Food')).queryByRole('table')).toBeNull();
  });

  it('shows a mess’s cuisines and meal timings instead of rooms', async () => {
    renderDetail({
      property_type: 'Mess',
      beds: [],
      free_beds_now: 0,
      beds_free_from: null,
      cuisine: ['Bengali', 'North Indian'],
      meal_timings: [
        { meal: 'Lunch', from: '12:30', to: '14:30' },
        { meal: 'Dinner', from: '20:00', to: '22:00' },
      ],
    });
    const mess = (await screen.findByRole('heading', { level: 2, name: 'Mess Details' })).closest('section')!;
    expect(within(mess).getByText('Bengali, North Indian')).toBeTruthy();
    const timings = within(mess).getByRole('table', { name: 'Meal timings' });
    expect(
      within(timings)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MealFromTo', 'Lunch12:3014:30', 'Dinner20:0022:00']);
    for (const roomFact of [
      'Minimum age for admission',
      'Toilet facilities',
      'Air conditioning',
      'Car parking',
    ])
      expect(within(mess).queryByText(roomFact)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Beds' })).toBeNull();
    expect(screen.queryByText(/AC rooms/)).toBeNull();
    expect(within(screen.getByLabelText('Contact the owner')).queryByText(/beds/i)).toBeNull();
  });

  it('names a room sharing listing as such', async () => {
    renderDetail({ property_type: 'Room', contact_no_2: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Room Sharing Details' })).toBeTruthy();
    expect(screen.getAllByText('Room Sharing').length).toBeGreaterThan(0);
    expect(within(screen.getByLabelText('Contact the owner')).getAllByRole('link')).toHaveLength(1);
  });

  it('counts the photos beyond four on the last small one, and opens the lightbox there', async () => {
    phoneLayout();
    stubMatchMedia(true);
    renderDetail();
    fireEvent.click(await screen.findByText('+2'));
    // Its own chunk, loaded on the first click: more than a second on a busy machine.
    const lightbox = await screen.findByRole(
      'dialog',
      { name: 'Sunrise Ladies PG photos' },
      { timeout: 5000 },
    );
    expect(within(lightbox).getByText('5 / 6')).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('tells the owner why the public cannot see an inactive listing, and a seeker sees no notice', async () => {
    renderDetail({ status: 'inactive' });
    expect(await screen.findByText(/This listing is inactive: only you can see it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Listings' }).getAttribute('href')).toBe(
      '/user/view-all-listing',
    );
  });

  it('shows no owner notice on a public listing', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByText(/only you can see it/)).toBeNull();
  });

  it('calls the owner with a tap: the numbers are tel: links in the owner’s box and the address', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    const owner = screen.getByLabelText('Contact the owner');
    expect(within(owner).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    expect(within(section('Address')).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
  });

  it('on a phone puts Call and the shortlist heart in a bar at the bottom, and the heart nowhere else', async () => {
    stubMatchMedia(360);
    renderDetail();
    const bar = await screen.findByRole('region', { name: 'Call or shortlist' });
    expect(within(bar).getByRole('link', { name: 'Call 9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    expect(within(bar).getByRole('button', { name: 'Add to shortlist' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add to shortlist' })).toHaveLength(1);
    expect(getComputedStyle(bar).position).toBe('sticky');
  });

  it('stops a section scrolled to below the header and the sticky section links, its title in view', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    // The header (64 px) and the links' row with its margin (56 px), and a little air.
    for (const name of ['Description', 'Pricing', 'Reviews'])
      expect(styleAt(section(name), 'scroll-margin-top', 360)).toBe('128px');
  });

  it('on a wide screen has no bottom bar: the heart sits by the price, the numbers in the side box', async () => {
    stubMatchMedia(1280);
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByRole('region', { name: 'Call or shortlist' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add to shortlist' })).toHaveLength(1);
  });

  it('keeps the section links in one row that scrolls sideways', async () => {
    renderDetail();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(styleAt(nav, 'flex-wrap', 360)).toBe('nowrap');
    expect(styleAt(nav, 'overflow-x', 360)).toBe('auto');
  });

  it('shows a video only when the listing has one', async () => {
    renderDetail({ video_link: null });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByTitle('Video of Sunrise Ladies PG')).toBeNull();
  });

  it('embeds the listing’s own video from YouTube’s privacy-enhanced host, in a sandboxed frame', async () => {
    renderDetail({ video_link: 'https://youtu.be/dQw4w9WgXcQ' });
    const video = await screen.findByTitle('Video of Sunrise Ladies PG');
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
  });

  it('embeds no video from a host outside the allow-list (a link saved before the rule)', async () => {
    renderDetail({ video_link: 'https://example.com/tour.mp4' });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByTitle('Video of Sunrise Ladies PG')).toBeNull();
  });

  it.each([
    ['a phone', 360],
    ['a wide screen', 1280],
  ])('shows the affiliation on %s: cut in the owner’s box, whole in Other Details', async (_, width) => {
    stubMatchMedia(width);
    renderDetail({ affiliated: 'Yes', affiliation_details: 'Tie-up with Christ University hostel office' });
    const owner = await screen.findByLabelText('Contact the owner');
    expect(within(owner).getByText('Affiliation')).toBeTruthy();
    expect(within(owner).getByText('Tie-up with Christ Univer...')).toBeTruthy();
    const fact = (label: string) =>
      within(section('Other Details')).getByText(label).nextElementSibling?.textContent;
    expect(fact('Affiliated')).toBe('Yes');
    expect(fact('Affiliation details')).toBe('Tie-up with Christ University hostel office');
  });

  it('shows no affiliation details for a place that is not affiliated', async () => {
    renderDetail({ affiliated: 'No', affiliation_details: null });
    const owner = await screen.findByLabelText('Contact the owner');
    expect(within(owner).queryByText('Affiliation')).toBeNull();
    expect(within(section('Other Details')).getByText('Affiliated').nextElementSibling?.textContent).toBe(
      'No',
    );
    expect(within(section('Other Details')).queryByText('Affiliation details')).toBeNull();
  });
});

describe('PropertyDetailPage: trust', () => {
  it('shows the Verified badge beside the type when an operator checked the listing', async () => {
    renderDetail({ verified: true });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeTruthy();
    const badge = screen.getByRole('img', { name: 'Verified by Basera' });
    expect(badge.textContent).toBe('Verified');
    expect(badge.parentElement?.textContent).toMatch(/^PGVerified/);
  });

  it('shows the Featured mark beside Verified on a featured listing, and none on another', async () => {
    renderDetail({ featured: true, verified: true });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    const mark = screen.getByText('Featured').closest('.MuiChip-root')!;
    expect(mark.parentElement).toBe(screen.getByRole('img', { name: 'Verified by Basera' }).parentElement);
    cleanup();
    renderDetail({ featured: false });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByText('Featured')).toBeNull();
  });

  it('says whom to ask for beside the numbers, in the owner’s box and the address', async () => {
    renderDetail({ contact_name: ' Ramesh Kumar ' });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(within(screen.getByLabelText('Contact the owner')).getByText('Ask for Ramesh Kumar')).toBeTruthy();
    expect(within(section('Address')).getByText('Ask for Ramesh Kumar')).toBeTruthy();
    cleanup();
    renderDetail({ contact_name: null });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByText(/Ask for/)).toBeNull();
  });

  it('shows no badge for a listing nobody checked', async () => {
    renderDetail({ verified: false });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' });
    expect(screen.queryByRole('img', { name: 'Verified by Basera' })).toBeNull();
  });

  it('says how fast the owner usually replies, with the share of enquiries answered', async () => {
    renderDetail({ owner_replies: { rate: 92, typical_minutes: 150, threads: 12 } });
    const owner = await screen.findByLabelText('Contact the owner');
    expect(within(owner).getByText('Usually replies within 3 hours')).toBeTruthy();
    expect(within(owner).getByText('Replies to 92% of enquiries (last 30 days)')).toBeTruthy();
  });

  it('says within a day for an owner who takes most of a day', async () => {
    renderDetail({ owner_replies: { rate: 40, typical_minutes: 1430, threads: 5 } });
    const owner = await screen.findByLabelText('Contact the owner');
    expect(within(owner).getByText('Usually replies within a day')).toBeTruthy();
  });

  it.each([
    ['too few threads', null],
    ['no reply at all', { rate: 0, typical_minutes: 0, threads: 4 }],
  ])('shows no reply line for %s', async (_case, replies) => {
    renderDetail({ owner_replies: replies });
    const owner = await screen.findByLabelText('Contact the owner');
    expect(within(owner).queryByText(/Usually replies/)).toBeNull();
    expect(within(owner).queryByText(/of enquiries/)).toBeNull();
  });

  it('tells the owner why a listing held by the review is not public', async () => {
    renderDetail({ review: 'rejected', review_reason: 'The photos show a different building' } as never);
    expect(
      await screen.findByText(
        'Our team rejected this listing: The photos show a different building. Edit it, then resubmit it for review from My Listings.',
      ),
    ).toBeTruthy();
    // Only its owner sees it: there is nothing for the public to report.
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});

describe('PropertyDetailPage: a listing no longer listed', () => {
  const page = (names: string[]) => ({
    status: true,
    data: names.map((name, i) => listing({ id: 100 + i, propty_id: 100 + i, accommodation_name: name })),
    photoPath: 'http://api/storage/',
  });
  const gone = {
    status: false,
    message: 'Property not found',
    listing: { property_type: 'PG', state_id: 1, city_id: 5, city_name: 'Bengaluru' },
  };

  function renderGone(body: object, results: (query: URLSearchParams) => string[]) {
    const api = mockApi({
      '/get-property-details-by-id/42': () => [404, body],
      '/filtered-properties': (_body, query) => [200, page(results(query))],
    });
    renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
    return api;
  }

  it('keeps its words and offers listings of the same type in the same city', async () => {
    const api = renderGone(gone, () => ['Lakeview PG', 'Green Nest PG']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This property is no longer listed.' }),
    ).toBeTruthy();
    const similar = screen.getByRole('region', { name: 'Similar PG listings in Bengaluru' });
    expect(await within(similar).findByRole('link', { name: /Lakeview PG/ })).toBeTruthy();
    expect(
      within(similar)
        .getByRole('link', { name: /Green Nest PG/ })
        .getAttribute('href'),
    ).toBe('/pgdetails/101');
    const query = api.calls.find((call) => call.path === '/filtered-properties')!.query;
    expect(Object.fromEntries(query)).toMatchObject({ room_type: 'Pg', state_id: '1', city_id: '5' });
    expect(
      within(similar).getByRole('link', { name: 'See all PG listings in Bengaluru' }).getAttribute('href'),
    ).toBe('/pg?state_id=1&city_id=5');
  });

  it('offers the newest of its type when its city has no other', async () => {
    renderGone(gone, (query) => (query.has('city_id') ? [] : ['Hilltop PG']));
    const recent = await screen.findByRole('region', { name: 'Recent PG listings' });
    expect(await within(recent).findByRole('link', { name: /Hilltop PG/ })).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'See all PG listings' }).getAttribute('href')).toBe(
      '/pg',
    );
  });

  it('offers the newest listings of any type for an id that never was', async () => {
    const api = renderGone({ status: false, message: 'Property not found' }, () => ['Riverside Hostel']);
    const recent = await screen.findByRole('region', { name: 'Recent listings' });
    expect(await within(recent).findByRole('link', { name: /Riverside Hostel/ })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/filtered-properties')!.query.has('room_type')).toBe(
      false,
    );
    expect(within(recent).getByRole('link', { name: 'See all listings' }).getAttribute('href')).toBe('/list');
  });
});

describe('PropertyDetailPage: loading and photos', () => {
  const answer = {
    status: true,
    data: {
      property: {
        ...listing(),
        photos: ['m1-1280.webp', 'm2-1280.webp', 'older.jpg'],
        toilet_facilities: null,
      },
      photoPath: 'http://api/storage/',
      galleryPaths: 'http://api/storage/',
    },
  };

  it('holds the page’s shape while the listing loads: title band, the gallery’s grid, heading lines', async () => {
    const api = gatedFetch(200, answer);
    renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
    const skeleton = screen.getByRole('status', { name: 'Loading property...' });
    // The main photo's cell: 3:2 on a phone, 420 px high beside the small ones from md, as in the gallery.
    const cell = skeleton.querySelector('.MuiGrid-root .MuiGrid-root')!;
    expect(styleAt(cell, 'aspect-ratio', 360).replace(/\s/g, '')).toBe('3/2');
    expect(styleAt(cell, 'height', 1280)).toBe('420px');
    await act(async () => api.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading property...' })).toBeNull();
  });

  it('loads the main photo at once and first, in the width the screen needs; the small ones lazily', async () => {
    mockApi({ '/get-property-details-by-id/42': () => [200, answer] });
    renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
    const main = await screen.findByRole('img', { name: 'Sunrise Ladies PG' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('src')).toBe('http://api/storage/m1-1280.webp');
    expect(main.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `http://api/storage/m1-${w}.webp ${w}w`).join(', '),
    );
    const second = screen.getByRole('img', { name: 'Sunrise Ladies PG, photo 2' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).toBeNull();
    // A photo of one size (older data) is shown as it is.
    const older = screen.getByRole('img', { name: 'Sunrise Ladies PG, photo 3' });
    expect(older.getAttribute('src')).toBe('http://api/storage/older.jpg');
    expect(older.getAttribute('srcset')).toBeNull();
  });
});
