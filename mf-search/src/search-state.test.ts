import { breadcrumbLabel, typeFromPath } from './listing-types';
import {
  activeFilterCount,
  BUDGET,
  bedsFreeNow,
  breadcrumbFor,
  budgetChange,
  budgetLabel,
  budgetOf,
  clearFilters,
  clearPoint,
  defaultSort,
  interpretedParams,
  minRating,
  nearbyLocality,
  readSearch,
  relaxChange,
  resultsTitle,
  searchArea,
  sheetChanges,
  sheetFilterCount,
  sortOptionsFor,
  toggleListValue,
  verifiedOnly,
  writeSearch,
} from './search-state';

describe('results route type', () => {
  it.each([
    ['/pg', 'PG'],
    ['/search_hostel', 'HOSTEL'],
    ['/mess', 'MESS'],
    ['/search_room', 'ROOM'],
    ['/PG', 'PG'],
    ['/list', 'LIST'],
  ])('%s shows breadcrumb %s', (path, label) => {
    expect(breadcrumbLabel(path)).toBe(label);
  });

  it('reads the route’s type, and none for /list', () => {
    expect(typeFromPath('/search_room')).toBe('Room');
    expect(typeFromPath('/hostel')).toBe('Hostel');
    expect(typeFromPath('/list')).toBeNull();
  });
});

describe('search state in the URL', () => {
  it('takes the room type from the route unless the query names one', () => {
    expect(readSearch('/search_hostel', new URLSearchParams())).toEqual({ room_type: 'Hostel' });
    expect(readSearch('/pg', new URLSearchParams())).toEqual({ room_type: 'Pg' });
    expect(readSearch('/room', new URLSearchParams())).toEqual({ room_type: 'Room' });
    expect(readSearch('/pg', new URLSearchParams('room_type=Mess'))).toEqual({ room_type: 'Mess' });
    expect(readSearch('/list', new URLSearchParams('state_id=12&city_id=Choose...'))).toEqual({
      state_id: '12',
    });
    expect(readSearch('/PG', new URLSearchParams('search=koramangala'))).toEqual({ search: 'koramangala' });
    expect(readSearch('/PG', new URLSearchParams())).toEqual({});
  });

  it('reads any spelling of a room type as the search box’s option', () => {
    expect(readSearch('/list', new URLSearchParams('room_type=PG'))).toEqual({ room_type: 'Pg' });
    expect(readSearch('/list', new URLSearchParams('room_type=Room+Sharing'))).toEqual({ room_type: 'Room' });
    expect(readSearch('/list', new URLSearchParams('room_type=Villa'))).toEqual({ room_type: 'Villa' });
  });

  it('resets to page 1 when a filter changes and drops unset values', () => {
    const next = writeSearch(new URLSearchParams('page=3&gender=Male'), { gender: '', sharing: 'Shared' });
    expect(next.toString()).toBe('sharing=Shared');
    expect(writeSearch(new URLSearchParams('sharing=Shared'), { page: '2' }).toString()).toBe(
      'sharing=Shared&page=2',
    );
  });

  it('toggles checkbox values in a comma list', () => {
    expect(toggleListValue(undefined, 'AC')).toBe('AC');
    expect(toggleListValue('AC', 'Non-AC')).toBe('AC,Non-AC');
    expect(toggleListValue('AC,Non-AC', 'AC')).toBe('Non-AC');
    expect(toggleListValue('AC', 'AC')).toBeUndefined();
  });

  it('labels the breadcrumb with the chosen type', () => {
    expect(breadcrumbFor('/list', {})).toBe('LIST');
    expect(breadcrumbFor('/list', { room_type: 'Hostel' })).toBe('HOSTEL');
    expect(breadcrumbFor('/list', { room_type: 'Pg' })).toBe('PG');
    expect(breadcrumbFor('/pg', { room_type: 'Room' })).toBe('ROOM');
    expect(breadcrumbFor('/search_mess', {})).toBe('MESS');
  });
});

describe('the Beds free now filter', () => {
  it('lives in the URL as beds_free_now=1 and leaves it when switched off', () => {
    const on = writeSearch(new URLSearchParams('city_id=5&page=2'), bedsFreeNow(true));
    expect(on.toString()).toBe('city_id=5&beds_free_now=1');
    expect(readSearch('/pg', on)).toEqual({ room_type: 'Pg', city_id: '5', beds_free_now: '1' });
    expect(writeSearch(on, bedsFreeNow(false)).toString()).toBe('city_id=5');
  });
});

describe('the Verified only filter', () => {
  it('lives in the URL as verified=1, counts as a filter, and Clear all takes it out', () => {
    const on = writeSearch(new URLSearchParams('city_id=5&page=2'), verifiedOnly(true));
    expect(on.toString()).toBe('city_id=5&verified=1');
    expect(readSearch('/pg', on)).toEqual({ room_type: 'Pg', city_id: '5', verified: '1' });
    expect(activeFilterCount(readSearch('/pg', on))).toBe(1);
    expect(writeSearch(on, verifiedOnly(false)).toString()).toBe('city_id=5');
    expect(writeSearch(on, clearFilters()).toString()).toBe('city_id=5');
  });
});

describe('the 4 ★ and above filter', () => {
  it('lives in the URL as min_rating=4, counts as a filter, and Clear all takes it out', () => {
    const on = writeSearch(new URLSearchParams('city_id=5&page=2&sort=top_rated'), minRating(true));
    expect(on.toString()).toBe('city_id=5&sort=top_rated&min_rating=4');
    expect(readSearch('/pg', on)).toEqual({
      room_type: 'Pg',
      city_id: '5',
      sort: 'top_rated',
      min_rating: '4',
    });
    expect(activeFilterCount(readSearch('/pg', on))).toBe(1);
    expect(sheetFilterCount(readSearch('/pg', on))).toBe(1);
    expect(writeSearch(on, minRating(false)).toString()).toBe('city_id=5&sort=top_rated');
    // Clear all leaves the sort: "Top rated" is an order, not a filter.
    expect(writeSearch(on, clearFilters()).toString()).toBe('city_id=5&sort=top_rated');
  });
});

describe('the budget', () => {
  it('reads the URL’s bounds, the ends when unset or out of range', () => {
    expect(budgetOf({})).toEqual([0, BUDGET.max]);
    expect(budgetOf({ min_price: '5000', max_price: '15000' })).toEqual([5000, 15000]);
    expect(budgetOf({ min_price: 'lots', max_price: '999999' })).toEqual([0, BUDGET.max]);
  });

  it('puts a bound in the URL only when moved from its end', () => {
    expect(budgetChange([0, BUDGET.max])).toEqual({ min_price: undefined, max_price: undefined });
    expect(budgetChange([5000, BUDGET.max])).toEqual({ min_price: '5000', max_price: undefined });
    const next = writeSearch(new URLSearchParams('room_type=Pg&page=2'), budgetChange([3000, 12000]));
    expect(next.toString()).toBe('room_type=Pg&min_price=3000&max_price=12000');
    expect(writeSearch(next, budgetChange([0, BUDGET.max])).toString()).toBe('room_type=Pg');
  });

  it('reads as two amounts in rupees, the top end as "and above"', () => {
    expect(budgetLabel([5000, 15000])).toBe('Rs. 5,000 – Rs. 15,000');
    expect(budgetLabel([0, BUDGET.max])).toBe('Rs. 0 – Rs. 25,000+');
  });
});

describe('Clear all', () => {
  const url = new URLSearchParams(
    'state_id=1&city_id=10&room_type=Pg&search=wakad&sort=price_asc&page=3&min_price=4000&max_price=9000' +
      '&food=with&diet=Veg&beds_free_now=1&sharing=Shared&ac=AC,Non-AC&occupation=Single&price_with_food=Yes',
  );

  it('counts each checked box and the budget as one', () => {
    expect(activeFilterCount(readSearch('/PG', url))).toBe(9);
    expect(activeFilterCount({ room_type: 'Pg', sort: 'price_asc' })).toBe(0);
  });

  it('clears every sidebar filter and the page, and keeps the search and the sort', () => {
    expect(writeSearch(url, clearFilters()).toString()).toBe(
      'state_id=1&city_id=10&room_type=Pg&search=wakad&sort=price_asc',
    );
  });
});

describe('sort and title', () => {
  it('offers best match first, and by default, on keyword results only', () => {
    expect(sortOptionsFor({ search: 'wakad' }).map((o) => o.label)).toEqual([
      'Best match',
      'Newest First',
      'Price - Low to High',
      'Price - High to Low',
      'Top rated',
    ]);
    expect(defaultSort({ search: 'wakad' })).toBe('relevance');
    expect(sortOptionsFor({}).map((o) => o.value)).toEqual([
      'newest',
      'price_asc',
      'price_desc',
      'top_rated',
    ]);
    expect(defaultSort({})).toBe('newest');
  });

  it.each([
    ['/hostel', {}, 'Hostel listings'],
    ['/pg', {}, 'PG listings'],
    ['/search_room', {}, 'Room Sharing listings'],
    ['/list', { room_type: 'Mess' }, 'Mess listings'],
    ['/list', {}, 'All listings'],
    ['/PG', { search: 'wakad' }, 'Results for "wakad"'],
  ])('titles %s %j as %s', (path, search, title) => {
    expect(resultsTitle(path, search)).toBe(title);
  });
});

describe('near a place or a point', () => {
  it('reads the place, point, radius, area and view keys', () => {
    expect(
      readSearch('/PG', new URLSearchParams('place_id=7&radius=2&lat=12.9&long=77.6&bbox=1,2,3,4&view=map')),
    ).toEqual({ place_id: '7', radius: '2', lat: '12.9', long: '77.6', bbox: '1,2,3,4', view: 'map' });
  });

  it('sorts nearest first by default near a place or a point, and offers it only there', () => {
    expect(defaultSort({ place_id: '7' })).toBe('distance');
    expect(defaultSort({ lat: '12.9', long: '77.6' })).toBe('distance');
    expect(defaultSort({ lat: '12.9' })).toBe('newest');
    expect(sortOptionsFor({ place_id: '7' }).map((o) => o.label)).toEqual([
      'Nearest first',
      'Newest First',
      'Price - Low to High',
      'Price - High to Low',
      'Top rated',
    ]);
    expect(sortOptionsFor({}).map((o) => o.value)).not.toContain('distance');
  });

  it('drops nearest first with the place, and best match with the words', () => {
    const near = new URLSearchParams('place_id=7&radius=5&sort=distance&page=2');
    expect(writeSearch(near, clearPoint()).toString()).toBe('');
    expect(writeSearch(near, { gender: 'Female' }).toString()).toBe(
      'place_id=7&radius=5&sort=distance&gender=Female',
    );
    expect(
      writeSearch(new URLSearchParams('search=x&sort=relevance'), { search: undefined }).toString(),
    ).toBe('');
  });

  it('searches the map area instead of the place, point, locality, city and state', () => {
    const url = new URLSearchParams(
      'state_id=1&city_id=10&location=HSR&place_id=7&radius=5&gender=Male&view=map&page=3',
    );
    expect(writeSearch(url, searchArea([12.91234, 77.5, 12.99, 77.7])).toString()).toBe(
      'gender=Male&view=map&bbox=12.9123%2C77.5000%2C12.9900%2C77.7000',
    );
  });

  it('turns an empty result’s ways out into URL changes', () => {
    expect(relaxChange('budget')).toEqual({ min_price: undefined, max_price: undefined });
    expect(relaxChange('radius')).toEqual({ radius: '10' });
    expect(relaxChange('place')).toEqual(clearPoint());
    expect(relaxChange('gender')).toEqual({ gender: undefined });
    expect(relaxChange('city_id', ['state_id', 'city_id', 'location'])).toEqual({
      city_id: undefined,
      state_id: undefined,
      location: undefined,
    });
    expect(nearbyLocality({ name: 'HSR Layout', city_id: 10, state_id: 1 })).toMatchObject({
      location: 'HSR Layout',
      city_id: '10',
      state_id: '1',
      place_id: undefined,
      lat: undefined,
      bbox: undefined,
    });
  });
});

describe('a keyword search, understood', () => {
  it('puts every understood word in the URL and keeps only the words left', () => {
    const url = new URLSearchParams('search=girls pg under 10k rooftop&gender=Male&sort=relevance');
    const next = interpretedParams(url, {
      filters: { gender: 'Female', room_type: 'Pg', max_price: '10000' },
      rest: 'rooftop',
    });
    // The seeker's own gender=Male wins over the word.
    expect(next.toString()).toBe('gender=Male&sort=relevance&room_type=Pg&max_price=10000&search=rooftop');
    expect(interpretedParams(url, { filters: { room_type: 'Pg' }, rest: ' ' }).toString()).toBe(
      'gender=Male&room_type=Pg',
    );
  });
});

describe('the phone’s sheet', () => {
  it('counts gender and who beside the sidebar’s filters, and applies only what changed', () => {
    expect(sheetFilterCount({ gender: 'Female', category: 'Student', food: 'with', room_type: 'Pg' })).toBe(
      3,
    );
    expect(
      sheetChanges({ room_type: 'Pg', gender: 'Male', verified: '1' }, { room_type: 'Pg', food: 'with' }),
    ).toEqual({
      gender: 'Male',
      food: undefined,
      verified: '1',
    });
  });
});
