import { summaryOf } from './SearchSummary';

describe('summaryOf', () => {
  it('says the type, the place and the audience in one line', () => {
    expect(summaryOf({ room_type: 'Pg' })).toBe('PG · Anywhere');
    expect(summaryOf({ room_type: 'Room', location: 'Koramangala' }, 'Bengaluru')).toBe(
      'Room Sharing · Koramangala, Bengaluru',
    );
    expect(summaryOf({ city_id: '7', gender: 'Female', category: 'Student' }, 'Pune')).toBe(
      'Every type · Pune · Girls · Students',
    );
  });

  it('names a place or point search by its place, and the map area as such', () => {
    expect(summaryOf({ room_type: 'Pg', place_id: '7' }, undefined, 'Christ University')).toBe(
      'PG · Near Christ University',
    );
    expect(summaryOf({ lat: '12.9', long: '77.6' }, undefined, 'you')).toBe('Every type · Near you');
    expect(summaryOf({ bbox: '1,2,3,4', gender: 'Other' })).toBe('Every type · Map area · Co-ed');
  });

  it('shows a keyword search as the words searched', () => {
    expect(summaryOf({ search: 'near metro', room_type: 'Pg' })).toBe('"near metro"');
  });
});
