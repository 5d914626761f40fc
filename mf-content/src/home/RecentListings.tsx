import { type Listing, RemoteSection } from '@basera/shared';
import { Box, Grid } from '@basera/shared/ui';
import { SectionHeading } from './SectionHeading';
import { HeadingSkeleton, ListingCardSkeleton } from './skeletons';

/** Spec 01 section 9: at most 6 cards. */
export const MAX_RECENT = 6;

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * Most Recent Listing: mf-search's own card for each of the newest listings (each links to its detail page).
 * While the home data loads (`listings` not there yet), card-shaped placeholders hold the section's place.
 */
export function RecentListings({ listings, photoPath }: { listings?: Listing[]; photoPath: string }) {
  if (listings && !listings.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby={listings ? 'recent-heading' : undefined}
      aria-busy={!listings}
      sx={{ py: { xs: 4, md: 7 } }}
    >
      {listings ? (
        <SectionHeading eyebrow="Popular Listing" heading="Most Recent Listing" id="recent-heading" />
      ) : (
        <HeadingSkeleton />
      )}
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {listings
          ? listings.slice(0, MAX_RECENT).map((listing) => (
              <Grid key={listing.propty_id} size={cell}>
                <RemoteSection
                  module="mf_search/RecentListingCard"
                  props={{ listing, photoPath }}
                  fallback={<ListingCardSkeleton />}
                />
              </Grid>
            ))
          : Array.from({ length: MAX_RECENT }, (_, n) => (
              <Grid key={n} size={cell}>
                <ListingCardSkeleton />
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}
