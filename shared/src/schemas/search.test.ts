import { propertyFilterSchema } from './search';

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
