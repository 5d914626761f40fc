import { type ListingPage, listingTypeLabel, priceOnwards, type SearchPoint } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { photoVariant } from '@basera/shared/rules';
import { Box, Card, CardActionArea, Typography } from '@basera/shared/ui';
import { photoUrl, rentPerSharing } from '../format';
import { PLACEHOLDER_PHOTO } from '../placeholder';
import { distanceLine, type PinnedListing } from './pins';

export interface PlaceCardProps {
  listing: PinnedListing;
  page: Pick<ListingPage, 'photoPath'>;
  near?: SearchPoint | null;
  nearName?: string;
  /** Only the card in view loads its photo eagerly. */
  eager?: boolean;
}

/**
 * A pin's card: photo, type, name, locality, price and distance; the whole card opens the listing. One layout on
 * every screen (photo beside the words), so the phone's carousel and the wide map's card read the same.
 */
export function PlaceCard({ listing, page, near, nearName, eager = false }: PlaceCardProps) {
  const distance = distanceLine(listing, near, nearName);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={listing.accommodation_name}
      sx={{ width: '100%', boxShadow: 3 }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/pgdetails/${listing.propty_id}`}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', p: 1, gap: 1.25 }}
      >
        <Box
          component="img"
          // 104 px wide: the 320 px file covers a 3x screen (the largest file would be 1280 px).
          src={photoVariant(photoUrl(page.photoPath, listing.photo) ?? PLACEHOLDER_PHOTO, 320)}
          alt=""
          width={104}
          height={104}
          loading={eager ? 'eager' : 'lazy'}
          sx={{
            width: 104,
            height: 104,
            flexShrink: 0,
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.200',
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {listingTypeLabel(listing.property_type)}
            {listing.locality ? ` · ${listing.locality}` : ''}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: '1rem',
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {listing.accommodation_name}
          </Typography>
          <Typography
            sx={{
              fontWeight: 700,
              color: 'primary.main',
              fontSize: '0.875rem',
              mt: 0.25,
              // Two lines at most (three sharing kinds' rents): the carousel's cards keep one height.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {rentPerSharing(listing.beds) ?? priceOnwards(listing.monthly_charge_min)}
          </Typography>
          {distance && (
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.35 }}>
              {distance}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 600, mt: 0.25 }}>
            View details
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
