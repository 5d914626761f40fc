import type { Listing, OwnListing } from '@basera/shared';

/**
 * A listing as the details call returns it: with every photo's file name, the main one first. Its owner also
 * reads its review (a listing the public cannot see is shown to its owner only).
 */
export type DetailListing = Listing & { photos: string[] } & Partial<
    Pick<OwnListing, 'review' | 'review_reason'>
  >;

/** The details call's answer (`/get-property-details-by-id/{id}`): the listing and where its photos are. */
export interface DetailResponse {
  status: boolean;
  data: { property: DetailListing; photoPath: string; galleryPaths: string };
}
