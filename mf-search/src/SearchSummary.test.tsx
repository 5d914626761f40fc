import { summaryOf } from './SearchSummary';

describe('summaryOf', () => {
  it('says the type, the place and the audience in one line', () => {
    expect(summaryOf({ room_type: 'Pg' })).toBe('PG · Anywhere');
    expect(summaryOf({ room_type: 'Room', location: 'Koramangala' }, 'Bengaluru')).toBe(
      'Room Sharing · Koramangala, Bengaluru',
    );
    expect(summaryOf({ city_id: '7', gender: 'Female', category: 'Student' }, 'Pune')).toBe(
      'Every type · Pune · Female · Student',
    );
  });

  it('shows a keyword search as the words searched', () => {
    expect(summaryOf({ search: 'near metro', room_type: 'Pg' })).toBe('"near metro"');
  });
});
