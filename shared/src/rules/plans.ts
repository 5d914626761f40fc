/**
 * Plans (issue 31): listing is free; paid plans buy visibility. The rules the API applies and the words the
 * wizard, My Listings and the results page show, in one place.
 */

/** 'listing': the paid duration plans of before (kept for their orders, no longer offered). */
export const PLAN_KINDS = ['listing', 'basic', 'featured'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Basic, the free plan: live in search this many days from the day it is taken (or renewed). */
export const BASIC_PLAN_DAYS = 30;

/** The owner is reminded this many days before a listing leaves search (once per subscription period). */
export const EXPIRY_REMINDER_DAYS = 3;

/**
 * At most this share of a results page is Featured listings, so results stay useful: a page of 10 leads with at
 * most 2. Featured listings lead only the first page of a default-sorted filtered search (no sort chosen), and
 * never appear twice: they are left out of the pages that follow.
 */
export const FEATURED_SHARE = 0.2;

/** How many Featured listings may lead a page of `perPage` results (at least one). */
export function featuredSlots(perPage: number): number {
  return Math.max(1, Math.floor(perPage * FEATURED_SHARE));
}

/** The mark on a Featured listing's card and detail heading. */
export const FEATURED_MARK = 'Featured';

export const PLAN_MESSAGES = {
  /** Step 7's first line: the promise of the header, home and FAQ, kept. */
  freeIntro:
    'Listing on Basera is free. Basic keeps your listing in search for 30 days, and you can renew it for free. Paid plans only add visibility.',
  publishFree: 'Publish for free',
  renewFree: 'Renew for free',
  /** A free renewal's answer. */
  renewedFree: (date: string) => `Renewed for free: your listing is live until ${date}`,
  /** A Featured plan's answer once paid. */
  featuredUntil: (date: string) => `Your listing is Featured until ${date}`,
  /** The owner's reminder before a listing leaves search (email, SMS, WhatsApp). */
  expirySoon: (name: string, date: string) =>
    `Your listing ${name} leaves search on ${date}. Renew it for free in My Listings.`,
  expirySubject: (name: string) => `${name} leaves search soon: renew it for free`,
} as const;

/** Deleting a listing from My Listings (issue 31). */
export const DELETE_LISTING_MESSAGES = {
  action: 'Delete',
  confirmTitle: 'Delete this listing?',
  /** A draft with no enquiries and no orders: removed for good. */
  confirmDraft: 'The draft and its photos are deleted. This cannot be undone.',
  /** Any other: archived. */
  confirmArchive:
    'It leaves search and My Listings at once, and its page says it is no longer listed. Your conversations with seekers stay in your lead inbox. This cannot be undone.',
  deleted: 'Listing deleted',
  archived: 'Listing deleted. Its conversations stay in your lead inbox.',
} as const;
