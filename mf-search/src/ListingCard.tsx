import type { Listing } from '@basera/shared';
import MapIcon from '@mui/icons-material/Map';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type Feature, FeatureDialog } from './FeatureDialog';
import { cutChars, mapUrl, monthlyCharge, orNA, photoUrl, placeLine, postedDate } from './format';
import { PLACEHOLDER_PHOTO } from './placeholder';
import { WishlistButton } from './WishlistButton';

// The lightbox is code that only a photo click needs.
const Lightbox = lazy(() => import('./Lightbox'));

export interface ListingCardProps {
  listing: Listing;
  photoPath: string;
  galleryPaths: string;
}

function Fact({ label, value }: { label: string; value: unknown }) {
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {orNA(value)}
    </Typography>
  );
}

/** One result: photos, facts of spec 02 section 2, price, details and map links, shortlist toggle. */
export default function ListingCard({ listing, photoPath, galleryPaths }: ListingCardProps) {
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const [features, setFeatures] = useState<'amenities' | 'facilities' | null>(null);
  const main = photoUrl(photoPath, listing.photo) ?? PLACEHOLDER_PHOTO;
  const gallery = listing.gallery.map((file) => `${galleryPaths}${file}`);
  const images = [main, ...gallery];
  const thumbs = gallery.slice(0, 3);
  const amenities: Feature[] = listing.amenities.map((a) => ({
    id: a.id,
    name: a.amenities_name,
    icon: a.image,
  }));
  const facilities: Feature[] = listing.facilities.map((f) => ({
    id: f.id,
    name: f.facilities_name,
    icon: f.image,
  }));

  return (
    <Card variant="outlined" component="article" aria-label={listing.accommodation_name}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: 1.5 }}>
          <Box sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={main}
              alt={listing.accommodation_name}
              width={480}
              height={320}
              loading="lazy"
              onClick={() => setLightboxAt(0)}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '3 / 2',
                objectFit: 'cover',
                borderRadius: 1,
                cursor: 'zoom-in',
                display: 'block',
              }}
            />
            <Chip
              icon={<PhotoLibrary />}
              label={`${images.length} Photos`}
              size="small"
              sx={{
                position: 'absolute',
                left: 8,
                bottom: 8,
                bgcolor: 'rgba(0,0,0,.6)',
                color: '#fff',
                '& .MuiChip-icon': { color: '#fff' },
              }}
            />
            <Box sx={{ position: 'absolute', right: 8, top: 8 }}>
              <WishlistButton propertyId={listing.propty_id} initial={listing.is_wishlisted} />
            </Box>
          </Box>
          {thumbs.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {thumbs.map((src, i) => (
                <Box
                  key={src + i}
                  component="img"
                  src={src}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                  onClick={() => setLightboxAt(i + 1)}
                  sx={{
                    width: 'calc((100% - 16px) / 3)',
                    height: 'auto',
                    aspectRatio: '3 / 2',
                    objectFit: 'cover',
                    borderRadius: 1,
                    cursor: 'zoom-in',
                  }}
                />
              ))}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Typography variant="caption" color="text.secondary">
              Posted: {postedDate(listing.post_created_at)} · Listing ID: {listing.listing_id}
            </Typography>
            <Chip
              label={listing.property_type === 'Room' ? 'Room Sharing' : listing.property_type}
              size="small"
              color="secondary"
            />
          </Stack>
          <Typography variant="h3" component="h2" sx={{ mt: 0.5 }}>
            {listing.accommodation_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {placeLine(listing)}
          </Typography>
          <Grid container spacing={0.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact
                label="Contact"
                value={[listing.contact_no_1, listing.contact_no_2].filter(Boolean).join(', ')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label="Gender" value={listing.accommodation_gender} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label="For" value={listing.accommodation_occupation} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label="Rooms" value={listing.room_air_conditioning_status} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label="Food" value={listing.food_served} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label="Affiliation" value={cutChars(listing.affiliation_details, 25)} />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
            <Button size="small" variant="text" onClick={() => setFeatures('amenities')}>
              Amenities ({amenities.length})
            </Button>
            <Button size="small" variant="text" onClick={() => setFeatures('facilities')}>
              Facilities ({facilities.length})
            </Button>
          </Stack>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 1.5 }}>
            {monthlyCharge(listing.monthly_charge_min)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={`/pgdetails/${listing.propty_id}`} variant="contained">
              View Details
            </Button>
            <Button
              component={Link}
              href={mapUrl(listing)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<MapIcon />}
            >
              View on Map
            </Button>
          </Stack>
        </Grid>
      </Grid>
      <FeatureDialog
        title="Amenities"
        features={amenities}
        open={features === 'amenities'}
        onClose={() => setFeatures(null)}
      />
      <FeatureDialog
        title="Facilities"
        features={facilities}
        open={features === 'facilities'}
        onClose={() => setFeatures(null)}
      />
      {lightboxAt !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            start={lightboxAt}
            open
            onClose={() => setLightboxAt(null)}
            title={listing.accommodation_name}
          />
        </Suspense>
      )}
    </Card>
  );
}
