import { ApiError } from '@basera/shared';

/** Login failure text by HTTP status (spec 01 section 8). */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 401) {
    return 'Invalid username or password. Please try again.';
  }
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message || 'Login failed. Please try again.';
}

/** The server's sign-up field names -> the form's (phone errors appear under userphone). */
export const REGISTER_FIELD_MAP: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'userphone',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
  user_type: 'user_type',
};

/** Seconds to wait from a 429 answer, if it said so. */
export function retryAfter(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retry_after?: unknown } | null;
  return typeof body?.retry_after === 'number' ? body.retry_after : null;
}
