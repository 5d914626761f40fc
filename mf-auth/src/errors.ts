import { ApiError, type UserType } from '@basera/shared';
import { AUTH_MESSAGES, USER_TYPE_LABELS, WRONG_USER_TYPE } from '@basera/shared/rules';

/** Login failure text by HTTP status (spec 01 section 8). */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 401) {
    return 'Invalid username or password. Please try again.';
  }
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message || 'Login failed. Please try again.';
}

/**
 * The user type to choose, when the login answer says the email or phone and password are right for the other
 * type (the API says so only once the password is proven right); null for any other failure.
 */
export function rightUserType(error: unknown): UserType | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { code?: unknown; user_type?: unknown } | null;
  if (body?.code !== WRONG_USER_TYPE) return null;
  return body.user_type === 'Lister' || body.user_type === 'Customer' ? body.user_type : null;
}

/** "This is a Lister account: choose Lister", in the interface's words for the type. */
export const wrongUserTypeMessage = (type: UserType) => AUTH_MESSAGES.wrongUserType(USER_TYPE_LABELS[type]);

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
