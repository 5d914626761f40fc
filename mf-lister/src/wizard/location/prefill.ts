import type { User } from '@basera/shared';
import { LISTING_LIMITS } from '@basera/shared/rules';

const MOBILE = /^[6-9]\d{9}$/;

/**
 * The account's phone as step 1's contact number: a 10-digit Indian mobile, written without +91 or a leading 0;
 * '' when it is not one (the owner types it, as before). An account has one phone, verified by OTP or not: it is
 * the number the owner gave at sign-up either way.
 */
export function accountPhone(user: User | null): string {
  const digits = (user?.phone ?? '').replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return MOBILE.test(national) ? national : '';
}

/** The account's name as step 1's contact person ("Asha Rao"), cut to the field's length. */
export function accountName(user: User | null): string {
  const name = [user?.fname, user?.lname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name.slice(0, LISTING_LIMITS.nameMax);
}
