import { ApiError } from './api-client';
import { showFieldErrors } from './form-errors';

describe('showFieldErrors', () => {
  it('sets the first server message of each known field and says whether it set any', () => {
    const setError = jest.fn();
    const error = new ApiError(422, 'The given data was invalid.', {
      email: ['This email is already used by another account.', 'second'],
      unknown: ['ignored'],
    });
    expect(showFieldErrors(error, ['email', 'phone'] as const, setError)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', {
      message: 'This email is already used by another account.',
    });
  });

  it('sets nothing for an error without field messages, or for a non-API error', () => {
    const setError = jest.fn();
    expect(showFieldErrors(new ApiError(500, 'Server error'), ['email'] as const, setError)).toBe(false);
    expect(showFieldErrors(new Error('offline'), ['email'] as const, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
