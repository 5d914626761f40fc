import {
  keywordQuerySchema,
  MIN_RATING_MESSAGE,
  PRICE_ORDER_MESSAGE,
  propertyFilterSchema,
  TEXT_MESSAGES,
} from '.';

describe('propertyFilterSchema beds_free_now', () => {
  it.each(['1', 'true', 'yes', 'on', 'YES', ' True ', true])('reads %p as yes', (value) => {
    expect(propertyFilterSchema.parse({ beds_free_now: value }).beds_free_now).toBe(true);
  });

  it.each(['', '0', 'false', 'no', 'Choose...', undefined, null, false])('reads %p as unset', (value) => {
    expect(propertyFilterSchema.parse({ beds_free_now: value }).beds_free_now).toBeUndefined();
  });

  it.each(['maybe', '2', 'y'])('refuses %p with the field message', (value) => {
    const result = propertyFilterSchema.safeParse({ beds_free_now: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['beds_free_now'],
      message: 'Beds free now must be yes or no',
    });
  });
});

describe('propertyFilterSchema limits', () => {
  it.each([
    ['state_id', '2147483648', 'State must be a number'],
    ['city_id', '99999999999', 'City must be a number'],
    ['min_price', '2147483648', 'Minimum price must be at most 2147483647'],
    ['max_price', '99999999999', 'Maximum price must be at most 2147483647'],
    ['location', 'Kora\u0000mangala', TEXT_MESSAGES.control],
    ['location', '\u0007', TEXT_MESSAGES.control],
  ])('refuses %s=%p, which PostgreSQL could not take', (field, value, message) => {
    const result = propertyFilterSchema.safeParse({ [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('keeps values up to the int range and any script in the location', () => {
    expect(
      propertyFilterSchema.parse({ state_id: '2147483647', max_price: '2147483647', location: 'कोरमंगला' }),
    ).toMatchObject({ state_id: 2147483647, max_price: 2147483647, location: 'कोरमंगला' });
  });
});

describe('the food and budget filters', () => {
  it('reads food and diet lists in any case, as the filter values', () => {
    expect(propertyFilterSchema.parse({ food: 'With', diet: 'veg,NON-VEG' })).toMatchObject({
      food: ['with'],
      diet: ['Veg', 'Non-Veg'],
    });
    expect(propertyFilterSchema.parse({ food: '', diet: 'Choose...' })).toMatchObject({
      food: undefined,
      diet: undefined,
    });
  });

  it('refuses an unknown value with one message under the field itself', () => {
    const result = propertyFilterSchema.safeParse({ food: 'with,maybe', diet: 'Vegan' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['food'], 'Food must be among with, without'],
      [['diet'], 'Veg / Non-Veg must be among Veg, Non-Veg'],
    ]);
  });

  it('refuses a maximum price under the minimum, under max_price', () => {
    const result = propertyFilterSchema.safeParse({ min_price: '9000', max_price: '5000' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['max_price'], message: PRICE_ORDER_MESSAGE }),
    ]);
    expect(propertyFilterSchema.parse({ min_price: '5000', max_price: '5000' })).toMatchObject({
      min_price: 5000,
      max_price: 5000,
    });
  });
});

describe('the "4 ★ and above" filter (min_rating)', () => {
  it.each([
    ['4', 4],
    [' 1 ', 1],
    [5, 5],
    ['', undefined],
    ['Choose...', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (value, expected) => {
    expect(propertyFilterSchema.parse({ min_rating: value }).min_rating).toBe(expected);
    expect(keywordQuerySchema.parse({ search: 'pg', min_rating: value }).min_rating).toBe(expected);
  });

  it.each(['6', '0', 'abc', '4.5', '-1'])('refuses %p under min_rating', (value) => {
    const result = propertyFilterSchema.safeParse({ min_rating: value });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['min_rating'], message: MIN_RATING_MESSAGE }),
    ]);
  });
});

describe('keywordQuerySchema', () => {
  it('takes every filter of the filtered search, sorted by best match unless told', () => {
    expect(
      keywordQuerySchema.parse({
        search: 'Koramangala',
        food: 'without',
        beds_free_now: '1',
        min_price: '4000',
      }),
    ).toMatchObject({
      search: 'Koramangala',
      food: ['without'],
      beds_free_now: true,
      min_price: 4000,
      sort: 'relevance',
      page: 1,
    });
    expect(keywordQuerySchema.parse({ search: 'x', sort: 'price_asc' }).sort).toBe('price_asc');
  });

  it('refuses what the filtered search refuses, and an unknown sort', () => {
    const sort = keywordQuerySchema.safeParse({ search: 'x', sort: 'cheapest' });
    expect(sort.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['sort'], 'Unknown sort'],
    ]);
    const budget = keywordQuerySchema.safeParse({ search: 'x', min_price: '9000', max_price: '10' });
    expect(budget.error?.issues.map((issue) => issue.path)).toEqual([['max_price']]);
    expect(propertyFilterSchema.safeParse({ sort: 'relevance' }).success).toBe(false);
  });
});
