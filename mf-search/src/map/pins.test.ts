import type { SearchPoint } from '@basera/shared';
import { listing } from '../test-support';
import { bboxOf, distanceLine, pinLabel, pinnedListings, shortPrice } from './pins';

test('a pin shows a short price: hundreds, thousands (k) and lakhs (L), never rounded up', () => {
  expect([950, 1000, 8500, 8550, 12000, 12999, 99999, 100000, 125000].map(shortPrice)).toEqual([
    'Rs. 950',
    'Rs. 1k',
    'Rs. 8.5k',
    'Rs. 8.5k',
    'Rs. 12k',
    'Rs. 12.9k',
    'Rs. 99.9k',
    'Rs. 1L',
    'Rs. 1.2L',
  ]);
  expect(shortPrice(null)).toBe('Rs. N/A');
});

test('only listings with a map point get a pin; its name says the listing and the full price', () => {
  const pinned = pinnedListings([
    listing({ id: 1, lat: 12.9, long: 77.6 }),
    listing({ id: 2, lat: null, long: 77.6 }),
    listing({ id: 3, lat: 0, long: 0 }),
    listing({ id: 4, lat: 95, long: 10 }),
  ]);
  expect(pinned.map((pin) => pin.id)).toEqual([1, 3]);
  expect(pinLabel(listing({ accommodation_name: 'Sunrise PG', monthly_charge_min: 8500 }))).toBe(
    'Sunrise PG, Rs. 8,500 a month',
  );
  expect(pinLabel(listing({ accommodation_name: 'Sunrise PG', monthly_charge_min: null }))).toBe(
    'Sunrise PG, price not given',
  );
});

test('the distance line names the place, or "you" for the seeker\'s location', () => {
  const place: SearchPoint = { name: 'Christ University', place_id: 7, lat: 12.9, long: 77.6, radius_km: 5 };
  const you: SearchPoint = { name: 'Your location', place_id: null, lat: 12.9, long: 77.6, radius_km: 5 };
  expect(distanceLine(listing({ distance_km: 1.2 }), place)).toBe('1.2 km from Christ University');
  expect(distanceLine(listing({ distance_km: 1.2 }), you)).toBe('1.2 km from you');
  expect(distanceLine(listing({ distance_km: 1.2 }), place, 'Christ University Central Campus')).toBe(
    '1.2 km from Christ University Central Campus',
  );
  expect(distanceLine(listing({ distance_km: undefined }), place)).toBeNull();
  expect(distanceLine(listing({ distance_km: 1.2 }), null)).toBeNull();
});

test('the search area is [south, west, north, east], rounded to 5 decimals and inside the world', () => {
  expect(bboxOf({ south: 12.912345678, west: 77.5, north: 12.95, east: 77.700004 })).toEqual([
    12.91235, 77.5, 12.95, 77.7,
  ]);
  expect(bboxOf({ south: -95, west: -200, north: 91, east: 250 })).toEqual([-90, -180, 90, 180]);
});
