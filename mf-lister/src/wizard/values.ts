import type { OwnListing } from '@basera/shared';

/** A field's value as form text: '' for none. */
export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A list field as an array: the API gives some as arrays and some as comma-joined text ('AC, Non-AC'). */
export function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim())
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}

/** The listing's field, when there is a listing. */
export const field = (listing: OwnListing | null, name: string): unknown =>
  listing ? (listing as Record<string, unknown>)[name] : undefined;
