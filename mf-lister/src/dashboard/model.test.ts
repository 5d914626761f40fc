import { endsText } from './model';

describe('endsText', () => {
  const now = new Date(2026, 10, 27, 21, 30);
  it('counts calendar days in the reader’s zone, not 24-hour spans', () => {
    expect(endsText(new Date(2026, 10, 27, 23, 59).toISOString(), now)).toBe('Ends today');
    expect(endsText(new Date(2026, 10, 28, 0, 30).toISOString(), now)).toBe('Ends tomorrow');
    expect(endsText(new Date(2026, 10, 30, 9, 0).toISOString(), now)).toBe('Ends in 3 days');
    expect(endsText(new Date(2026, 11, 4, 9, 0).toISOString(), now)).toBe('Ends in 7 days');
  });
});
