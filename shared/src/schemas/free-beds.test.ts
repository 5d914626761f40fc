import { dayMonth, freeBedsText } from '.';

describe('free beds in words', () => {
  it('says how many beds are free now, else from when, else none', () => {
    const today = '2026-11-23';
    expect(freeBedsText({ free_beds_now: 3, beds_free_from: '2026-11-01' }, today)).toBe('3 beds free now');
    expect(freeBedsText({ free_beds_now: 1, beds_free_from: '2026-11-01' }, today)).toBe('1 bed free now');
    expect(freeBedsText({ free_beds_now: 0, beds_free_from: '2026-12-05' }, today)).toBe(
      'Beds free from 5 Dec',
    );
    expect(freeBedsText({ free_beds_now: 0, beds_free_from: null }, today)).toBe('No beds free');
  });

  it('writes a calendar day without its year, whatever the time zone', () => {
    expect(dayMonth('2026-12-05')).toBe('5 Dec');
    expect(dayMonth('2027-01-31')).toBe('31 Jan');
  });
});
