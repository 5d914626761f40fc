import { addressLine, cutChars, cutWords, mapUrl, monthlyCharge, orNA, placeLine } from './format';
import { breadcrumbFor, readSearch, toggleListValue, writeSearch } from './search-state';

describe('card formatting', () => {
  it('shows the monthly charge with Indian grouping, or N/A', () => {
    expect(monthlyCharge(12500)).toBe('Monthly Charge: Rs. 12,500 onwards');
    expect(monthlyCharge(125000)).toBe('Monthly Charge: Rs. 1,25,000 onwards');
    expect(monthlyCharge(null)).toBe('Monthly Charge: Rs. N/A onwards');
  });

  it('cuts affiliation details at 25 characters and addresses at 5 words', () => {
    expect(cutChars('Tie-up with Forum Mall for resident discounts', 25)).toBe(
      'Tie-up with Forum Mall fo...',
    );
    expect(cutChars('Short', 25)).toBe('Short');
    expect(cutWords('12, 4th Cross, Main Road, Koramangala, Bengaluru', 5)).toBe(
      '12, 4th Cross, Main Road,...',
    );
  });

  it('joins address lines and shows N/A for missing values', () => {
    expect(addressLine('12 Main Road', 'HSR Layout')).toBe('12 Main Road, HSR Layout');
    expect(addressLine('12 Main Road', null)).toBe('12 Main Road');
    expect(orNA(null)).toBe('N/A');
    expect(orNA(0)).toBe('0');
  });

  it('names the locality on cards unless the second address line already does', () => {
    const place = {
      address_line_1: '171, 14th Cross',
      address_line_2: null,
      locality: 'Koramangala',
      city_name: 'Bengaluru',
    };
    expect(placeLine(place)).toBe('171, 14th Cross, Koramangala, Bengaluru');
    expect(placeLine({ ...place, address_line_2: 'Koramangala 4th Block' })).toBe(
      '171, 14th Cross, Koramangala 4th Block, Bengaluru',
    );
  });

  it('links the map to the coordinates', () => {
    expect(mapUrl({ lat: 12.9, long: 77.6, accommodation_name: 'X', city_name: 'Y' })).toContain(
      'query=12.9%2C77.6',
    );
  });
});

describe('search state in the URL', () => {
  it('takes the room type from the route unless the query names one', () => {
    expect(readSearch('/search_hostel', new URLSearchParams())).toEqual({ room_type: 'Hostel' });
    expect(readSearch('/pg', new URLSearchParams('room_type=Mess'))).toEqual({ room_type: 'Mess' });
    expect(readSearch('/list', new URLSearchParams('state_id=12&city_id=Choose...'))).toEqual({
      state_id: '12',
    });
    expect(readSearch('/PG', new URLSearchParams('search=koramangala'))).toEqual({ search: 'koramangala' });
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
    expect(breadcrumbFor('/pg', { room_type: 'Room' })).toBe('ROOM');
  });
});
