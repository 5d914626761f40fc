import {
  cutChars,
  formatDate,
  type Listing,
  type ListingCardProps,
  listingTypeLabel,
  orNA,
  placeLine,
} from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Card, Chip, Grid, Link, Stack, Typography } from '@basera/shared/ui';
import Bed from '@mui/icons-material/Bed';
import MapIcon from '@mui/icons-material/Map';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import { useState } from 'react';
import { cardBedsText } from './details/listing-facts';
import { FeatureDialog } from './FeatureDialog';
import { amenitiesOf, facilitiesOf } from './FeatureGrid';
import { mapUrl, monthlyCharge, photoUrl } from './format';
import { PhotoGallery } from './PhotoGallery';
import { PLACEHOLDER_PHOTO } from './placeholder';
import { WishlistButton } from './WishlistButton';

/** One fact: a label and its value, N/A when missing. Plain elements: a results page shows sixty of them. */
function Fact({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <span className="fact-label">{label}: </span>
      {orNA(value)}
    </div>
  );
}

/** The card's facts (spec 02 section 2), N/A where the listing has none. */
const facts = (listing: Listing): Array<[string, unknown]> => [
  ['Contact', [listing.contact_no_1, listing.contact_no_2].filter(Boolean).join(', ')],
  ['Gender', listing.accommodation_gender],
  ['For', listing.accommodation_occupation],
  ['Rooms', listing.room_air_conditioning_status],
  ['Food', listing.food_served],
  ['Affiliation', cutChars(listing.affiliation_details, 25)],
];

/** One result: photos, facts of spec 02 section 2, price, details and map links, shortlist toggle. */
export default function ListingCard({
  listing,
  photoPath,
  galleryPaths,
  priority = false,
}: ListingCardProps) {
  const [shown, setShown] = useState<string | null>(null);
  // A result page has ten cards: their dialogs mount on the first open only, not as twenty closed dialogs.
  const [opened, setOpened] = useState<string[]>([]);
  const open = (title: string) => {
    setShown(title);
    setOpened((titles) => (titles.includes(title) ? titles : [...titles, title]));
  };
  const bedsText = cardBedsText(listing);
  const images = [
    photoUrl(photoPath, listing.photo) ?? PLACEHOLDER_PHOTO,
    ...listing.gallery.map((file) => `${galleryPaths}${file}`),
  ];
  const features = [
    { title: 'Amenities', list: amenitiesOf(listing) },
    { title: 'Facilities', list: facilitiesOf(listing) },
  ];

  return (
    <Card variant="outlined" component="article" aria-label={listing.accommodation_name}>
      <Grid container>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: 1.5 }}>
          <PhotoGallery images={images} title={listing.accommodation_name} layout="card" priority={priority}>
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
          </PhotoGallery>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Typography variant="caption" color="text.secondary">
              Posted: {formatDate(listing.post_created_at, 'N/A')} · Listing ID: {listing.listing_id}
            </Typography>
            <Stack direction="row" spacing={0.75}>
              {bedsText && (
                <Chip
                  icon={<Bed />}
                  label={bedsText}
                  size="small"
                  variant="outlined"
                  color={listing.free_beds_now > 0 ? 'success' : 'info'}
                />
              )}
              <Chip label={listingTypeLabel(listing.property_type)} size="small" color="secondary" />
            </Stack>
          </Stack>
          <Typography variant="h3" component="h2" sx={{ mt: 0.5 }}>
            {listing.accommodation_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {placeLine(listing)}
          </Typography>
          <Box
            sx={(theme) => ({
              ...theme.typography.body2,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 0.5,
              '& .fact-label': { color: 'text.secondary' },
            })}
          >
            {facts(listing).map(([label, value]) => (
              <Fact key={label} label={label} value={value} />
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
            {features.map(({ title, list }) => (
              <Button key={title} size="small" variant="text" onClick={() => open(title)}>
                {title} ({list.length})
              </Button>
            ))}
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
      {features
        .filter(({ title }) => opened.includes(title))
        .map(({ title, list }) => (
          <FeatureDialog
            key={title}
            title={title}
            features={list}
            open={shown === title}
            onClose={() => setShown(null)}
          />
        ))}
    </Card>
  );
}
