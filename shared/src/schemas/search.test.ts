import { propertyFilterSchema, TEXT_MESSAGES } from '.';

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
