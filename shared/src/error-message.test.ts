import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { OFFLINE_MESSAGE } from './online';

describe('errorMessage', () => {
  it("gives the server's message for a refused request", () => {
    expect(errorMessage(new ApiError(422, 'The email has already been taken.'), 'Failed')).toBe(
      'The email has already been taken.',
    );
    expect(errorMessage(new ApiError(429, 'Please wait 60 seconds.'), 'Failed')).toBe(
      'Please wait 60 seconds.',
    );
  });

  it('gives the fallback when there was no usable answer', () => {
    expect(errorMessage(new ApiError(0, 'Failed to fetch'), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'Failed to send OTP')).toBe(
      'Failed to send OTP',
    );
    expect(errorMessage(new ApiError(400, ''), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(errorMessage(new TypeError('x is undefined'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });
});

describe('errorMessage offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says "You\'re offline" for a call that got no answer while the browser is offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(new ApiError(0, 'Network error'), 'Something went wrong')).toBe(OFFLINE_MESSAGE);
    expect(errorMessage(new Error('Loading chunk 203 failed.'), 'Something went wrong')).toBe(
      OFFLINE_MESSAGE,
    );
    // An answer of the server is still its own, offline or not.
    expect(errorMessage(new ApiError(422, 'The email has already been taken.'), 'Failed')).toBe(
      'The email has already been taken.',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });

  it('keeps "Something went wrong" for a failed call while online', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(errorMessage(new ApiError(0, 'Network error'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });
});
