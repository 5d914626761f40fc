import { cutWords, formatDate, type Listing, listingTypeLabel, placeLine } from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { distanceText, freeBedsText } from '@basera/shared/rules';
import { Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import Bed from '@mui/icons-material/Bed';
import { FeaturedBadge } from '../FeaturedBadge';
import { monthlyCharge } from '../format';
import { ShareButton } from '../share/ShareButton';
import { VerifiedBadge } from '../VerifiedBadge';
import { WishlistButton } from '../WishlistButton';
import { bedsComing, isMess } from './listing-facts';
import type { DetailListing } from './types';

/** Green while beds are free today, blue when some come free later, plain when none. */
export const freeColor = (listing: Pick<Listing, 'free_beds_now' | 'beds_free_from'>) =>
  listing.free_beds_now > 0 ? 'success' : bedsComing(listing) ? 'info' : 'default';

/**
 * Under the gallery: name, posted date and address (5 words), type and room counts; price, Share and shortlist
 * (on phones the shortlist is in the bottom bar instead: one heart a page, so its state is never shown twice).
 */
export function DetailHeading({
  property,
  shortlist = true,
}: {
  property: DetailListing;
  shortlist?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', mt: 2, gap: 1 }}>
      <div>
        {/* The banner holds the page's h1; this is the listing's own title line. */}
        <Typography variant="h1" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {property.accommodation_name}
        </Typography>
        <Typography color="text.secondary">
          Posted {formatDate(property.post_created_at, 'N/A')} · {cutWords(placeLine(property), 5)}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {Boolean(property.rating_count) && (
            // The average and count take the seeker to the reviews.
            <Link
              component="button"
              type="button"
              underline="none"
              data-testid="heading-rating"
              onClick={() => document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth' })}
              sx={{ display: 'inline-flex', borderRadius: 1, '&:hover > span': { bgcolor: '#fde68a' } }}
            >
              <RatingBadge average={property.rating_avg} count={property.rating_count} />
            </Link>
          )}
          <Chip label={listingTypeLabel(property.property_type)} color="secondary" size="small" />
          {property.verified && <VerifiedBadge />}
          {property.featured && <FeaturedBadge />}
          {!isMess(property) && (
            <>
              <Chip label={freeBedsText(property)} size="small" color={freeColor(property)} icon={<Bed />} />
              <Chip label={`${property.total_rooms_ac} AC rooms`} size="small" />
              <Chip label={`${property.total_rooms_non_ac} Non-AC rooms`} size="small" />
            </>
          )}
          {property.distance_in_meters !== null && (
            <Chip
              label={
                property.distance_in_meters === 0
                  ? 'On main road'
                  : `${distanceText(property.distance_in_meters)} from main road`
              }
              size="small"
            />
          )}
        </Stack>
      </div>
      {/* A phone's 360 px: Share goes under the price; wide screens keep price, Share and heart on one line. */}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          flexShrink: { md: 0 },
          columnGap: 1.5,
          rowGap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
          {monthlyCharge(property.monthly_charge_min)}
        </Typography>
        <ShareButton listing={property} />
        {shortlist && <WishlistButton propertyId={property.propty_id} initial={property.is_wishlisted} />}
      </Stack>
    </Stack>
  );
}
