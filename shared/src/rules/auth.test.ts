import { AUTH_MESSAGES, waitText } from './auth';

describe('waitText', () => {
  it('says a wait as people say it, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59.2)).toBe('60 seconds');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(600)).toBe('10 minutes');
    expect(waitText(7199)).toBe('120 minutes');
    expect(waitText(86_400)).toBe('24 hours');
    expect(waitText(3601 * 5)).toBe('6 hours');
  });

  it('is what a 429 of the reset limits says', () => {
    expect(AUTH_MESSAGES.resetThrottled(86_000)).toBe(
      'Too many password reset attempts. Please try again in 24 hours.',
    );
  });
});
