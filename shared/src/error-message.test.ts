import { ApiError } from './api-client';
import { errorMessage } from './error-message';

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
