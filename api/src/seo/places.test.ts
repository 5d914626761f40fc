import { citySlugs, distanceKm } from './places';

const city = (id: number, name: string, state_name: string) => ({ id, name, state_id: id * 10, state_name });

describe('city slugs', () => {
  it('is the name slugified; a slug two cities share gets each its state, both of them', () => {
    const slugs = citySlugs([
      city(1, 'Bengaluru', 'Karnataka'),
      city(2, 'Aurangabad', 'Maharashtra'),
      city(3, 'Aurangabad', 'Bihar'),
      city(4, 'New Delhi', 'Delhi'),
    ]);
    expect(Object.fromEntries(slugs.map((c) => [c.id, c.slug]))).toEqual({
      1: 'bengaluru',
      2: 'aurangabad-maharashtra',
      3: 'aurangabad-bihar',
      4: 'new-delhi',
    });
  });

  it('a name with no latin letter or digit has no slug, so no page', () => {
    expect(citySlugs([city(1, 'बेंगलुरु', 'Karnataka')])).toEqual([]);
  });
});

describe('distanceKm', () => {
  it('measures the great circle: Koramangala to Whitefield is about 14 km', () => {
    const km = distanceKm({ lat: 12.9355, long: 77.6235 }, { lat: 12.968, long: 77.7508 });
    expect(km).toBeGreaterThan(13.5);
    expect(km).toBeLessThan(14.5);
    expect(distanceKm({ lat: 12.9, long: 77.6 }, { lat: 12.9, long: 77.6 })).toBe(0);
  });
});
