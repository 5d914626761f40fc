import { useAuthStore } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ShortlistPage from './ShortlistPage';
import { COMPARE_TEXT, idsFrom } from './shortlist-compare';

// Several renders of the page each: slow on a busy machine.
jest.setTimeout(30_000);

/** A shortlisted place with what the comparison reads (the shortlist's answer has every listing field). */
const place = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  propty_id: id,
  accommodation_name: name,
  property_type: 'PG',
  accommodation_gender: 'Female',
  address_line_1: 'Lane 1',
  address_line_2: null,
  locality: 'Koramangala',
  city_name: 'Bengaluru',
  monthly_charge_min: 8500,
  price_with_food: 'Yes',
  photo: `p${id}.webp`,
  beds: [],
  free_beds_now: 0,
  beds_free_from: null,
  security_deposit: null,
  food_meals: [],
  food_served: null,
  food_type: null,
  gate_closing_time: null,
  visitors_allowed: null,
  smoking_allowed: null,
  drinking_allowed: null,
  pets_allowed: null,
  distance_in_meters: null,
  nearest_conveying_facilities: null,
  wishlist_created_date: `2026-05-0${id}T10:00:00Z`,
  ...extra,
});

const PLACES = [
  place(1, 'Asha PG', {
    beds: [
      { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: '2020-01-01', rent: 8500 },
      { sharing: 'Single', total_beds: 4, free_beds: 1, available_from: '2020-01-01', rent: 12000 },
    ],
    free_beds_now: 3,
    beds_free_from: '2020-01-01',
    security_deposit: 10000,
    food_meals: ['Breakfast', 'Dinner'],
    food_served: 'Breakfast, Dinner',
    food_type: 'Veg',
    gate_closing_time: '22:30',
    visitors_allowed: 'Common areas only',
    smoking_allowed: 'No',
    drinking_allowed: 'No',
    pets_allowed: 'Yes',
    distance_in_meters: 350,
    nearest_conveying_facilities: 'Forum Mall bus stop, 400 m',
  }),
  place(2, 'Budget Hostel', {
    property_type: 'Hostel',
    monthly_charge_min: 4000,
    price_with_food: 'No',
    security_deposit: 0,
    visitors_allowed: 'Not allowed',
    smoking_allowed: 'No',
    drinking_allowed: 'No',
    pets_allowed: 'No',
    distance_in_meters: 0,
    beds_free_from: '2099-12-05',
  }),
  place(3, 'Lake View Rooms', { property_type: 'Room' }),
  place(4, 'Tiffin Mess', { property_type: 'Mess' }),
];

/** The page's address query, as the router has it. */
function Query() {
  return <output data-testid="query">{decodeURIComponent(useLocation().search)}</output>;
}
const query = () => screen.getByTestId('query').textContent;

function open(url = '/user/wishlist', places: unknown[] = PLACES) {
  const api = mockApi({
    '/wishlist': () => [
      200,
      { status: true, data: { properties: places, photoPath: 'http://api/storage/', galleryPaths: '' } },
    ],
  });
  renderPage(
    <>
      <ShortlistPage />
      <Query />
    </>,
    { url, path: '/user/wishlist' },
  );
  return api;
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` }) as HTMLInputElement;

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('choosing places to compare on the shortlist', () => {
  it('offers Compare with two places or more, then a box on each card', async () => {
    open();
    await screen.findByRole('article', { name: 'Asha PG' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(4);
    const bar = screen.getByRole('region', { name: 'Choose places to compare' });
    expect(within(bar).getByText(COMPARE_TEXT.hint)).toBeTruthy();
    expect(within(bar).getByText('0 chosen')).toBeTruthy();
    expect(query()).toBe('?choose=');
  });

  it('has no Compare for a shortlist of one', async () => {
    open('/user/wishlist', [PLACES[0]]);
    await screen.findByRole('article', { name: 'Asha PG' });
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
  });

  it('compares two or three, refuses a fourth with a message, and shows the choice side by side', async () => {
    open();
    await screen.findByRole('article', { name: 'Asha PG' });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const bar = screen.getByRole('region', { name: 'Choose places to compare' });
    const compare = within(bar).getByRole('button', { name: 'Compare' }) as HTMLButtonElement;

    fireEvent.click(box('Asha PG'));
    expect(box('Asha PG').checked).toBe(true);
    expect(compare.disabled).toBe(true);
    fireEvent.click(box('Budget Hostel'));
    expect(compare.disabled).toBe(false);
    fireEvent.click(box('Lake View Rooms'));
    expect(within(bar).getByText('3 chosen')).toBeTruthy();

    // A fourth is refused: its box stays empty and the bar says why.
    fireEvent.click(box('Tiffin Mess'));
    expect(box('Tiffin Mess').checked).toBe(false);
    expect(within(bar).getByRole('alert').textContent).toBe(COMPARE_TEXT.tooMany);
    expect(idsFrom(new URLSearchParams(query()!).get('choose'))).toEqual([1, 2, 3]);

    // Unchecking one makes room again.
    fireEvent.click(box('Lake View Rooms'));
    expect(within(bar).queryByRole('alert')).toBeNull();
    expect(box('Lake View Rooms').checked).toBe(false);

    fireEvent.click(compare);
    expect(await screen.findByRole('heading', { name: COMPARE_TEXT.title, level: 1 })).toBeTruthy();
    expect(query()).toBe('?compare=1,2');
    const table = screen.getByRole('table', { name: 'Compare places' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.slice(1).map((head) => head.textContent)).toEqual(['Asha PG', 'Budget Hostel']);
  });

  it('goes back to the choice it came from, one place to swap', async () => {
    open('/user/wishlist?compare=2,1');
    fireEvent.click(await screen.findByRole('button', { name: COMPARE_TEXT.back }));
    await screen.findByRole('article', { name: 'Asha PG' });
    expect(box('Budget Hostel').checked).toBe(true);
    expect(box('Asha PG').checked).toBe(true);
    expect(box('Lake View Rooms').checked).toBe(false);
    expect(query()).toBe('?choose=2,1');
  });
});

describe('Compare places', () => {
  /** The table's rows as label -> the places' cells, as they read. */
  async function rows() {
    const table = await screen.findByRole('table', { name: 'Compare places' });
    return Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const [label, ...cells] = row.querySelectorAll('th, td');
          return [
            label!.textContent,
            cells.map((cell) => (cell as HTMLElement).innerHTML.split('<br>').join(' | ')),
          ];
        }),
    );
  }

  it('shows the chosen places side by side from the address alone (a reload keeps them)', async () => {
    const api = open('/user/wishlist?compare=1,2');
    expect(await screen.findByRole('heading', { name: 'Compare places', level: 1 })).toBeTruthy();
    expect(document.title).toContain('Compare places');
    const table = screen.getByRole('table', { name: 'Compare places' });
    // Photo and name on top, each name a link to the place.
    const [, asha, hostel] = within(table).getAllByRole('columnheader');
    expect(within(asha!).getByRole('link', { name: 'Asha PG' }).getAttribute('href')).toBe('/pgdetails/1');
    expect(asha!.querySelector('img')!.getAttribute('src')).toBe('http://api/storage/p1.webp');
    expect(within(hostel!).getByRole('link', { name: 'Budget Hostel' })).toBeTruthy();

    expect(await rows()).toEqual({
      Type: ['PG', 'Hostel'],
      For: ['Female', 'Female'],
      'Rent per sharing': ['Single Rs. 12,000 | Double Rs. 8,500', 'Rs. 4,000 onwards'],
      Deposit: ['Rs. 10,000', 'No deposit'],
      Food: ['Breakfast, Dinner | Veg', 'No food'],
      'Beds free now': ['3 beds free now', 'Beds free from 5 Dec'],
      'Gate closes': ['22:30', 'No curfew'],
      Visitors: ['Common areas only', 'Not allowed'],
      Smoking: ['Not allowed', 'Not allowed'],
      Drinking: ['Not allowed', 'Not allowed'],
      Pets: ['Allowed', 'Not allowed'],
      'Nearest transit': ['Forum Mall bus stop, 400 m', 'N/A'],
      'Main road': ['350 m', 'On main road'],
      Locality: ['Koramangala, Bengaluru', 'Koramangala, Bengaluru'],
    });
    // The shortlist's own answer: one call, none per place.
    expect(api.calls.filter((call) => call.path === '/wishlist')).toHaveLength(1);
    expect(api.calls.some((call) => /propert/.test(call.path))).toBe(false);
  });

  it('keeps the address’s order, three at most, and says when the places have left the shortlist', async () => {
    open('/user/wishlist?compare=3,1,2,4');
    const table = await screen.findByRole('table', { name: 'Compare places' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((head) => head.textContent),
    ).toEqual(['Lake View Rooms', 'Asha PG', 'Budget Hostel']);
  });

  it('says so when fewer than two of the chosen places are still shortlisted', async () => {
    open('/user/wishlist?compare=1,99');
    expect(await screen.findByText(COMPARE_TEXT.gone)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows N/A for a Mess’s beds and gate', async () => {
    open('/user/wishlist?compare=4,3');
    const table = await rows();
    expect(table['Beds free now']).toEqual(['N/A', 'No beds free']);
    expect(table['Gate closes']).toEqual(['N/A', 'N/A']);
  });
});

describe('the comparison on a phone', () => {
  it('is a table that scrolls sideways under a sticky first column', async () => {
    stubMatchMedia(360);
    open('/user/wishlist?compare=1,2,3');
    const table = await screen.findByRole('table', { name: 'Compare places' });
    const scroller = screen.getByRole('region', { name: 'Places compared' });
    expect(scroller.contains(table)).toBe(true);
    expect(getComputedStyle(scroller).overflowX).toBe('auto');
    await waitFor(() => {
      const label = within(table).getByRole('rowheader', { name: 'Deposit' });
      expect(getComputedStyle(label).position).toBe('sticky');
      expect(getComputedStyle(label).left).toBe('0px');
    });
  });
});
