import { mapUrl, monthlyCharge, photoUrl, propertyPrice } from './format';

describe('card wording', () => {
  it('shows the monthly charge with Indian grouping, or N/A', () => {
    expect(monthlyCharge(12500)).toBe('Monthly Charge: Rs. 12,500 onwards');
    expect(monthlyCharge(125000)).toBe('Monthly Charge: Rs. 1,25,000 onwards');
    expect(monthlyCharge(null)).toBe('Monthly Charge: Rs. N/A onwards');
  });

  it('shows the home card’s property price', () => {
    expect(propertyPrice(8500)).toBe('Property Price: Rs. 8,500/month');
    expect(propertyPrice(null)).toBe('Property Price: Rs. N/A');
  });

  it('links the map to the coordinates, or to the name and city without them', () => {
    expect(mapUrl({ lat: 12.9, long: 77.6, accommodation_name: 'X', city_name: 'Y' })).toContain(
      'query=12.9%2C77.6',
    );
    expect(mapUrl({ lat: null, long: null, accommodation_name: 'Sunrise PG', city_name: 'Pune' })).toContain(
      'query=Sunrise%20PG%2C%20Pune',
    );
  });

  it('addresses a photo under its base, none without a file', () => {
    expect(photoUrl('http://api/storage/', 'a.webp')).toBe('http://api/storage/a.webp');
    expect(photoUrl('http://api/storage/', null)).toBeNull();
  });
});
