import { ago } from './ago';

const NOW = new Date('2026-11-27T12:00:00.000Z').getTime();
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('ago', () => {
  it('says how long ago in the largest whole unit, the date past a month', () => {
    expect(ago(before(20_000), NOW)).toBe('just now');
    expect(ago(before(60_000), NOW)).toBe('1 minute ago');
    expect(ago(before(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(ago(before(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(ago(before(2 * 86_400_000 + 5_000), NOW)).toBe('2 days ago');
    expect(ago('2026-09-01T12:00:00.000Z', NOW)).toBe('1 Sept 2026');
    expect(ago(null, NOW)).toBe('');
  });
});
