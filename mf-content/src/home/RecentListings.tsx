import { type Listing, RemoteSection } from '@basera/shared';
import { Box, Grid, Skeleton } from '@basera/shared/ui';
import { SectionHeading } from './SectionHeading';

/** Spec 01 section 9: at most 6 cards. */
export const MAX_RECENT = 6;

/** Most Recent Listing: mf-search's own card for each of the newest listings (each links to its detail page). */
export function RecentListings({ listings, photoPath }: { listings: Listing[]; photoPath: string }) {
  if (!listings.length) return null;
  return (
    <Box component="section" aria-labelledby="recent-heading" sx={{ py: { xs: 4, md: 7 } }}>
      <SectionHeading eyebrow="Popular Listing" heading="Most Recent Listing" id="recent-heading" />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {listings.slice(0, MAX_RECENT).map((listing) => (
          <Grid key={listing.propty_id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RemoteSection
              module="mf_search/RecentListingCard"
              props={{ listing, photoPath }}
              fallback={<Skeleton variant="rounded" height={380} aria-label="Loading listing" />}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
