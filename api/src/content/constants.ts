import { LISTING_TYPE_INFO, type ListingType } from '@basera/shared/schemas';

// Site content facts that the content routes and the seed both need (kept out of the HTTP layer).

/** Content pictures (slides, cards, blog covers, ...) live in this folder of the uploads, under /storage/. */
export const CONTENT_DIR = 'content';
/** Seconds between banner slides when the home block does not say (spec 01 section 9). */
export const BANNER_SLIDING_TIME = 5;
/** The home page shows this many of the newest active listings (spec 01 section 9). */
export const RECENT_LISTINGS = 6;

/** The home's what-we-offer and list-your-property blocks hold one picture per listing type: `pg_file`, ... */
export const typeCardField = (type: ListingType) => `${LISTING_TYPE_INFO[type].slug}_file`;
