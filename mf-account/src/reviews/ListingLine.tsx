import { LazyImage, listingTypeLabel } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import type { ReviewListing } from '@basera/shared/types';
import { Box, Link, Stack, Typography } from '@basera/shared/ui';
import type { ReactNode } from 'react';

/** The listing's detail page. */
export const listingPath = (id: number) => `/pgdetails/${id}`;

/** Where it is, in one line: "PG · Koramangala, Bengaluru". */
export const listingPlace = (listing: ReviewListing) =>
  [listingTypeLabel(listing.property_type), [listing.locality, listing.city_name].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');

/**
 * A reviewed listing in one row: its photo, its name linking to the detail page, its type and place; `children`
 * go under the place (the basis mark on the form), so a phone's narrow row keeps the name whole.
 */
export function ListingLine({
  listing,
  headingLevel,
  children,
}: {
  listing: ReviewListing;
  /** The name as a heading of this level (the list's items); a plain line without. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {listing.photo ? (
        <LazyImage
          src={listing.photo}
          alt=""
          width={72}
          height={54}
          sx={{ width: 72, height: 54, flexShrink: 0, borderRadius: 1 }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{ width: 72, height: 54, flexShrink: 0, borderRadius: 1, bgcolor: 'grey.200' }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component={headingLevel ? `h${headingLevel}` : 'p'}
          sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={listingPath(listing.id)} underline="hover" color="inherit">
            {listing.accommodation_name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {listingPlace(listing)}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}
