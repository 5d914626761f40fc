import type { Listing } from '@basera/shared';

/** A listing as the details call returns it: with every photo's file name, the main one first. */
export type DetailListing = Listing & { photos: string[] };
