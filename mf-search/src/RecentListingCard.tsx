import { LazyImage, type Listing, orNA, placeLine, type RecentListingCardProps } from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { Link as RouterLink } from '@basera/shared/router';
import { photoSources } from '@basera/shared/rules';
import { Box, Card, CardActionArea, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { photoUrl, propertyPrice } from './format';
import { PLACEHOLDER_PHOTO } from './placeholder';

/**
 * The home page's Most Recent Listing card (spec 01 section 3): photo, name, gender badge, address, Property
 * Price and food. The spec's fixed "Non AC" and "Twin Sharing With AC" become the listing's own room kinds and
 * sharing, shown only when the listing has them.
 */
export default function RecentListingCard({ listing, photoPath }: RecentListingCardProps) {
  // Home's newest listings carry their reviews' figures; a place remembered as recently viewed does not.
  const rated = listing as Partial<Pick<Listing, 'rating_avg' | 'rating_count'>>;
  const rooms = [listing.room_air_conditioning_status, listing.room_sharing_status].filter(Boolean);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={listing.accommodation_name}
      sx={{ height: '100%' }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/pgdetails/${listing.propty_id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <LazyImage
            {...photoSources(
              photoUrl(photoPath, listing.photo) ?? PLACEHOLDER_PHOTO,
              640,
              '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
            )}
            alt={listing.accommodation_name}
            width={480}
            height={320}
          />
          <Chip
            label={listing.accommodation_gender}
            size="small"
            color="secondary"
            sx={{ position: 'absolute', left: 8, top: 8 }}
          />
          <RatingBadge
            average={rated.rating_avg}
            count={rated.rating_count}
            sx={{ position: 'absolute', right: 8, top: 8, boxShadow: 1 }}
          />
        </Box>
        <Box sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {listing.accommodation_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {placeLine(listing)}
          </Typography>
          {rooms.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
              {rooms.map((value) => (
                <Chip key={String(value)} label={String(value)} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Food:{' '}
            </Box>
            {orNA(listing.food_served)}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', mt: 1 }}>
            {propertyPrice(listing.monthly_charge_min)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
