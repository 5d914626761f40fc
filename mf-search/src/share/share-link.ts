import type { Listing } from '@basera/shared';
import { shareText } from '@basera/shared/rules';

/** What a share carries: the listing's name as the title, the shared text line and its page's absolute address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The listing fields a share needs (a result card's and the detail page's listing both have them). */
export type Shareable = Pick<
  Listing,
  'propty_id' | 'accommodation_name' | 'property_type' | 'locality' | 'monthly_charge_min'
>;

/** "Sunrise PG, PG in Koramangala: Rs. 8,500/month" and `https://<this site>/pgdetails/42`. */
export function shareData(listing: Shareable, origin = window.location.origin): ShareData {
  return {
    title: listing.accommodation_name,
    text: shareText({
      name: listing.accommodation_name,
      type: listing.property_type,
      locality: listing.locality,
      price: listing.monthly_charge_min,
    }),
    url: `${origin}/pgdetails/${listing.propty_id}`,
  };
}

/** WhatsApp's share address (web or app): the text, then the link, so the chat shows the link's preview. */
export const whatsAppHref = ({ text, url }: ShareData) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * Whether to hand the share to the phone's own sheet (the Web Share API): only on a touch-first device. Desktop
 * browsers that have `navigator.share` open a sheet with few targets; there the menu (WhatsApp, copy) is better.
 */
export function usesShareSheet(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  if (!window.matchMedia?.('(pointer: coarse)').matches) return false;
  return navigator.canShare ? navigator.canShare(data) : true;
}

/**
 * Opens the phone's share sheet. Resolves 'shared', 'cancelled' (the person closed the sheet: AbortError, not an
 * error) or 'failed' (the browser refused, e.g. NotAllowedError: the caller offers the menu instead).
 */
export async function shareWithSheet(data: ShareData): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
