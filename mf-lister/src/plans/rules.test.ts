import { BASIC as basic, FEATURED_30, FEATURED_7 as featured7 } from './fixtures';
import { actionLabel, afterRenewal } from './rules';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const day = (n: number) => new Date(NOW + n * 24 * 60 * 60 * 1000);

describe('plan rules', () => {
  it('words the main button free for Basic and with the price for a paid plan', () => {
    expect(actionLabel(basic, false)).toBe('Publish for free');
    expect(actionLabel(basic, true)).toBe('Renew for free');
    expect(actionLabel(featured7, false)).toBe('Pay Rs. 199 and publish');
    expect(actionLabel(featured7, true)).toBe('Pay Rs. 199 and renew');
  });

  it('renews Basic to 30 days from today, never stacked and never shorter', () => {
    expect(afterRenewal(basic, { expires_at: day(5).toISOString() }, NOW)).toEqual({
      liveUntil: day(30),
      featuredUntil: null,
    });
    expect(afterRenewal(basic, { expires_at: day(40).toISOString() }, NOW).liveUntil).toEqual(day(40));
    expect(afterRenewal(basic, { expires_at: null }, NOW).liveUntil).toEqual(day(30));
  });

  it('adds Featured days to the Featured time left, and keeps the listing live as long', () => {
    expect(afterRenewal(featured7, { expires_at: day(3).toISOString(), featured_until: null }, NOW)).toEqual({
      liveUntil: day(30),
      featuredUntil: day(7),
    });
    const stacked = afterRenewal(
      FEATURED_30,
      { expires_at: day(20).toISOString(), featured_until: day(10).toISOString() },
      NOW,
    );
    expect(stacked).toEqual({ liveUntil: day(40), featuredUntil: day(40) });
  });
});
