import { formatDate, LISTING_TYPE_INFO, type OwnListing, toListingType } from '@basera/shared';
import { type ListingStatus, reviewChipText, WIZARD_STEP_COUNT } from '@basera/shared/rules';

/** GET /get-all-properties: every listing of the signed-in Lister, whatever its status. */
export interface OwnListingsResponse {
  status: boolean;
  data: { properties: OwnListing[]; photoPath: string };
}

/** The answer of a status change or a renewal: the server's own words for the toast. */
export interface MessageResponse {
  status?: boolean;
  message?: string;
}

export const STATUS_LABEL: Record<ListingStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

/** One theme colour per status, so the four read apart at a glance. */
export const STATUS_COLOR = {
  draft: 'default',
  active: 'success',
  inactive: 'warning',
  expired: 'error',
} as const satisfies Record<ListingStatus, string>;

/** The review fields of an own listing (GET /get-all-properties): the operators' look at a paid listing. */
export type Reviewed = Pick<OwnListing, 'status'> & Partial<Pick<OwnListing, 'review' | 'review_reason'>>;

/**
 * The status chip: "Pending review" (blue), "Rejected: {reason}" or "Suspended: {reason}" (red) while the review
 * holds a paid listing back; else the Lister's own status (Draft, Active, Inactive, Expired).
 */
export function statusChip(listing: Reviewed): {
  label: string;
  color: (typeof STATUS_COLOR)[ListingStatus] | 'info';
} {
  const review = listing.status !== 'draft' && listing.review ? listing.review : null;
  const text = review && reviewChipText(review, listing.review_reason);
  if (text) return { label: text, color: review === 'pending' ? 'info' : 'error' };
  return { label: STATUS_LABEL[listing.status], color: STATUS_COLOR[listing.status] };
}

/** A rejected listing: the Lister edits it and sends it back into the review queue. */
export const canResubmit = (listing: Reviewed) => listing.status !== 'draft' && listing.review === 'rejected';

/** Whether the paid time of a listing has run out (a draft has none). */
export const hasExpired = (listing: Pick<OwnListing, 'expires_at'>, now = new Date()) =>
  !listing.expires_at || new Date(listing.expires_at) <= now;

/** "Live until 12 Dec 2026", "Expired on 3 Nov 2026", "Draft: step 3 of 7", "Hidden from search until …". */
export function statusLine(listing: OwnListing, now = new Date()): string {
  if (listing.status === 'draft')
    return `Draft: step ${Math.min(listing.wizard_step + 1, WIZARD_STEP_COUNT)} of ${WIZARD_STEP_COUNT}`;
  const until = formatDate(listing.expires_at);
  if (listing.status === 'expired' || hasExpired(listing, now))
    return until ? `Expired on ${until}` : 'Not subscribed';
  if (listing.review === 'pending') return `Goes live once reviewed, paid until ${until}`;
  if (listing.review === 'rejected') return 'Not in search: edit it, then resubmit it for review';
  if (listing.review === 'suspended') return 'Taken down by our team: not in search';
  if (listing.status === 'inactive') return `Hidden from search, paid until ${until}`;
  return `Live until ${until}`;
}

/** The listing's route segment: /user/pg/…, /user/room/… */
const slugOf = (listing: Pick<OwnListing, 'property_type'>) =>
  LISTING_TYPE_INFO[toListingType(listing.property_type) ?? 'PG'].slug;

/** The wizard at this listing (edit, or continue a draft). */
export const editPath = (listing: OwnListing) => `/user/${slugOf(listing)}/${listing.id}`;

/** The signed-in detail route /user/{roomType}/{pgId}/{id}: the last segment is the property id. */
export const viewPath = (listing: OwnListing) => `/user/${slugOf(listing)}/${listing.id}/${listing.id}`;

export const isMess = (listing: Pick<OwnListing, 'property_type'>) =>
  toListingType(listing.property_type) === 'Mess';

/**
 * In search now (the API's public rule, as far as the owner's list tells): active, paid time left, approved by
 * the team. Only such a listing can be reviewed, so only it offers "Invite a resident to review".
 */
export const isLive = (listing: OwnListing, now = new Date()) =>
  listing.status === 'active' && !hasExpired(listing, now) && (listing.review ?? 'approved') === 'approved';
