import type { Listing, OwnListing } from '@basera/shared';

/**
 * A listing as the details call returns it: with every photo's file name, the main one first. Its owner also
 * reads its review (a listing the public cannot see is shown to its owner only).
 */
export type DetailListing = Listing & { photos: string[] } & Partial<
    Pick<OwnListing, 'review' | 'review_reason'>
  >;
