import { ApiError } from '@basera/shared';

/** "23 Nov 2026" (or an empty string for a missing or broken date). */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "23 Nov 2026, 1:05 pm". */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An amount in rupees with Indian digit grouping ("12,500"), or N/A. */
export function rupees(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? amount.toLocaleString('en-IN') : 'N/A';
}

/** The shortlist's price line (spec 02 section 2): 'Rs. {amount} onwards'. */
export const onwards = (amount: number | null | undefined) => `Rs. ${rupees(amount)} onwards`;

/** The server's message for a failed call, else the spec's 'Something went wrong'. */
export function failureMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
