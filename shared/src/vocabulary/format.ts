// How Basera writes money, dates and shortened text, the same on every screen.

const isAmount = (amount: unknown): amount is number => typeof amount === 'number' && Number.isFinite(amount);

// Intl is slow to start on a phone: its first en-IN number or date format loads locale data for tens of
// milliseconds inside a page's render (and every toLocale*String call with options builds a new formatter). So
// Basera writes its numbers and dates itself, as en-IN does (the tests compare with Intl), and the same in every
// browser.

/** A whole number with Indian digit grouping ("8,500", "12,50,000"); other numbers as en-IN writes them. */
export function indianNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/** An amount in rupees with Indian digit grouping ("12,500"), or N/A. */
export function rupees(amount: number | null | undefined): string {
  return isAmount(amount) ? indianNumber(amount) : 'N/A';
}

/** 'Rs. 12,500 onwards' (shortlist and own listings; spec 02 section 9). */
export const priceOnwards = (amount: number | null | undefined) => `Rs. ${rupees(amount)} onwards`;

const validDate = (iso: string | null | undefined): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** en-IN's short month names ("Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "12 Nov 2026"; `fallback` (empty by default) for a missing or broken date. In the reader's time zone. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  const date = validDate(iso);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}` : fallback;
}

/** "12 Nov 2026, 1:05 pm"; empty for a missing or broken date. In the reader's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  if (!date) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "5 Dec": a YYYY-MM-DD calendar day, without its year. */
export function dayMonth(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The first `count` words, white space folded, with "..." when words were cut. */
export function cutWords(text: string | null | undefined, count: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/** The first `max` characters with "..." when cut (affiliation details on a card: 25). */
export function cutChars(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** The value as text, or N/A when there is none (detail facts). */
export const orNA = (value: unknown): string =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

/**
 * Where a listing is, in one line: the two address lines, then its locality unless they already name it, then
 * its city, so a seeker always sees the neighbourhood and never reads it twice.
 */
export function placeLine(listing: {
  address_line_1: string;
  address_line_2: string | null;
  locality: string;
  city_name: string;
}): string {
  const parts = [listing.address_line_1, listing.address_line_2];
  const known = parts.join(' ').toLowerCase();
  if (listing.locality && !known.includes(listing.locality.toLowerCase())) parts.push(listing.locality);
  parts.push(listing.city_name);
  return parts.filter(Boolean).join(', ');
}
