import { timeAgo } from './format';

describe('timeAgo', () => {
  const now = new Date('2026-11-20T12:00:00Z').getTime();
  const before = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, in the largest whole unit, and the date from a week back', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(-60_000), now)).toBe('just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago');
    expect(timeAgo(before(86_400_000), now)).toBe('1 day ago');
    expect(timeAgo(before(6 * 86_400_000), now)).toBe('6 days ago');
    expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe('1 Nov 2026');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
