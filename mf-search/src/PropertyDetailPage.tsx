import { apiRequest, type Listing, LoadError, PageHeader, toEmbedUrl, usePageMeta } from '@basera/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { amenityIcon } from './amenity-icons';
import { cutWords, mapUrl, monthlyCharge, orNA, postedDate } from './format';
import { PLACEHOLDER_PHOTO } from './placeholder';
import { WishlistButton } from './WishlistButton';

const Lightbox = lazy(() => import('./Lightbox'));

interface DetailResponse {
  status: boolean;
  data: { property: Listing & { photos: string[] }; photoPath: string; galleryPaths: string };
}

export const SECTIONS = [
  ['description', 'Description'],
  ['address', 'Address'],
  ['room-sharing', 'Room Sharing'],
  ['pricing', 'Pricing'],
  ['food', 'Food'],
  ['amenities', 'Amenities'],
  ['others', 'Others'],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper id={id} variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: Array<[string, unknown]> }) {
  return (
    <Grid container spacing={1}>
      {rows.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography>{orNA(value)}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** Gallery: the main photo and three small ones; "+N" on the last counts the photos beyond four. */
function Gallery({
  images,
  title,
  onOpen,
}: {
  images: string[];
  title: string;
  onOpen: (index: number) => void;
}) {
  const shown = images.length ? images : [PLACEHOLDER_PHOTO];
  const small = shown.slice(1, 4);
  const extra = shown.length - 4;
  const img = (src: string, index: number, sx: object) => (
    <Box
      component="img"
      src={src}
      alt={index === 0 ? title : `${title}, photo ${index + 1}`}
      width={960}
      height={640}
      onClick={() => images.length && onOpen(index)}
      sx={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        borderRadius: 1,
        cursor: images.length ? 'zoom-in' : 'default',
        display: 'block',
        ...sx,
      }}
    />
  );
  return (
    <Grid container spacing={1}>
      <Grid
        size={{ xs: 12, md: small.length ? 8 : 12 }}
        sx={{ aspectRatio: { xs: '3 / 2', md: 'auto' }, height: { md: 420 } }}
      >
        {img(shown[0]!, 0, {})}
      </Grid>
      {small.length > 0 && (
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ height: { md: 420 } }}>
            {small.map((src, i) => (
              <Box
                key={src + i}
                sx={{ position: 'relative', flex: 1, minHeight: 0, aspectRatio: { xs: '3 / 2', md: 'auto' } }}
              >
                {img(src, i + 1, {})}
                {i === small.length - 1 && extra > 0 && (
                  <Box
                    onClick={() => onOpen(4)}
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      bgcolor: 'rgba(0,0,0,.55)',
                      color: '#fff',
                      display: 'grid',
                      placeItems: 'center',
                      borderRadius: 1,
                      cursor: 'pointer',
                      fontSize: 24,
                      fontWeight: 700,
                    }}
                  >
                    +{extra}
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        </Grid>
      )}
    </Grid>
  );
}

/** /pgdetails/{id} and /user/{roomType}/{pgId}/{id} (the last segment is the property id). */
export default function PropertyDetailPage() {
  const params = useParams();
  const id = params.id ?? params.pgDetailsId ?? '';
  const { data, error, isLoading, mutate } = useSWR<DetailResponse>(
    id ? `/get-property-details-by-id/${id}` : null,
    (path: string) => apiRequest<DetailResponse>(path),
  );
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const property = data?.data.property;
  usePageMeta(property?.accommodation_name ?? 'Property details', property?.pg_description ?? null);

  if (isLoading) {
    return (
      <Stack sx={{ py: 10, alignItems: 'center' }} spacing={2}>
        <CircularProgress />
        <Typography>Loading property...</Typography>
      </Stack>
    );
  }
  if (error || !property || !data) {
    const missing =
      (error as { status?: number } | undefined)?.status === 404 ||
      (error as { status?: number } | undefined)?.status === 422;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        {missing ? (
          <Typography variant="h2">This property is no longer listed.</Typography>
        ) : (
          <LoadError message="We could not load this property." onRetry={() => mutate()} />
        )}
      </Container>
    );
  }

  const base = data.data.photoPath;
  const images = property.photos.map((file) => `${base}${file}`);
  const video = toEmbedUrl(property.video_link);
  const typeLabel = property.property_type === 'Room' ? 'Room Sharing' : property.property_type;
  const address = [property.address_line_1, property.address_line_2, property.locality, property.city_name]
    .filter(Boolean)
    .join(', ');
  const hasCoordinates = property.lat !== null && property.long !== null;

  return (
    <>
      <PageHeader title={property.accommodation_name} crumb={typeLabel.toUpperCase()} />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Gallery images={images} title={property.accommodation_name} onOpen={setLightboxAt} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', mt: 2, gap: 1 }}
        >
          <div>
            {/* The banner holds the page's h1; this is the listing's own title line. */}
            <Typography variant="h1" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {property.accommodation_name}
            </Typography>
            <Typography color="text.secondary">
              Posted {postedDate(property.post_created_at)} · {cutWords(address, 5)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              <Chip label={typeLabel} color="secondary" size="small" />
              <Chip label={`${property.total_rooms_ac} AC rooms`} size="small" />
              <Chip label={`${property.total_rooms_non_ac} Non-AC rooms`} size="small" />
              {property.distance_in_meters !== null && (
                <Chip label={`${property.distance_in_meters} m from main road`} size="small" />
              )}
            </Stack>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
              {monthlyCharge(property.monthly_charge_min)}
            </Typography>
            <WishlistButton propertyId={property.propty_id} initial={property.is_wishlisted} />
          </Stack>
        </Stack>
        <Stack
          component="nav"
          aria-label="Sections"
          direction="row"
          sx={{
            my: 2,
            gap: 1,
            flexWrap: 'wrap',
            position: 'sticky',
            top: 64,
            zIndex: 2,
            bgcolor: 'background.default',
            py: 1,
          }}
        >
          {SECTIONS.map(([anchor, title]) => (
            <Button
              key={anchor}
              size="small"
              variant="outlined"
              onClick={() => document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth' })}
            >
              {title}
            </Button>
          ))}
        </Stack>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={2}>
              <Section id="description" title="Description">
                <Typography sx={{ whiteSpace: 'pre-line' }}>{orNA(property.pg_description)}</Typography>
              </Section>
              <Section id="address" title="Address">
                <Facts
                  rows={[
                    ['Name', property.accommodation_name],
                    ['Locality', property.locality],
                    ['Address', property.address_line_1],
                    ['Landmark', property.landmark],
                    ['Postal code', property.postal_code],
                    ['Mobile', property.contact_no_1],
                    ['State', property.state_name],
                    ['City', property.city_name],
                  ]}
                />
                {hasCoordinates && (
                  <Box
                    component="iframe"
                    title={`Map of ${property.accommodation_name}`}
                    loading="lazy"
                    src={`https://www.openstreetmap.org/export/embed.html?bbox=${property.long! - 0.01},${property.lat! - 0.01},${property.long! + 0.01},${property.lat! + 0.01}&marker=${property.lat},${property.long}`}
                    sx={{ width: '100%', height: 280, border: 0, borderRadius: 1, mt: 2 }}
                  />
                )}
                <Link
                  href={mapUrl(property)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-block', mt: 1 }}
                >
                  View on Map
                </Link>
              </Section>
              <Section id="room-sharing" title={`${typeLabel} Accommodation Details`}>
                <Facts
                  rows={[
                    ['Occupation', property.accommodation_occupation],
                    ['Minimum age for admission', property.minimum_age],
                    ['Room sharing', property.room_sharing_status],
                    ['Air conditioning', property.room_air_conditioning_status],
                    ['Occupancy', property.room_occupation_status],
                    ['Toilet facilities', property.toilet_facilities],
                    ['Toilet types', property.toilet_types],
                    ['Building type', property.building_type],
                    ['Total buildings', property.total_buildings],
                    ['Total floors', property.total_floors],
                    ['Floors of accommodation', property.accommodation_in_floors],
                    ['Two-wheeler parking', property.two_wheeler_parking],
                    ['Car parking', property.parking_type],
                  ]}
                />
              </Section>
              <Section id="pricing" title="Pricing">
                <Facts
                  rows={[
                    [
                      'Monthly charge from',
                      property.monthly_charge_min !== null
                        ? `Rs. ${property.monthly_charge_min.toLocaleString('en-IN')}`
                        : null,
                    ],
                    ['Price with food', property.price_with_food],
                    ['Booking / advance', property.booking_advance_status],
                    ['Other charges', property.other_charges],
                  ]}
                />
              </Section>
              <Section id="food" title="Food">
                <Typography>{orNA(property.food_served)}</Typography>
              </Section>
              <Section id="amenities" title="Amenities">
                <Grid container spacing={1.5}>
                  {property.amenities.map((a) => (
                    <Grid key={a.id} size={{ xs: 6, sm: 4 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {amenityIcon(a.image)}
                        <Typography variant="body2">{a.amenities_name}</Typography>
                      </Stack>
                    </Grid>
                  ))}
                  {property.amenities.length === 0 && <Typography>N/A</Typography>}
                </Grid>
                <Divider sx={{ my: 2 }} />
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  Facilities
                </Typography>
                <Grid container spacing={1.5}>
                  {property.facilities.map((f) => (
                    <Grid key={f.id} size={{ xs: 6, sm: 4 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {amenityIcon(f.image)}
                        <Typography variant="body2">{f.facilities_name}</Typography>
                      </Stack>
                    </Grid>
                  ))}
                  {property.facilities.length === 0 && <Typography>N/A</Typography>}
                </Grid>
              </Section>
              <Section id="others" title="Other Details">
                <Facts
                  rows={[
                    ['Distance from road', property.distance_from_road],
                    ['Width of nearest road (ft)', property.width_of_nearest_road_ft],
                    ['Nearest conveyance', property.nearest_conveying_facilities],
                    ['Water availability', property.water_availability],
                    ['Electricity', property.electricity_status],
                  ]}
                />
              </Section>
            </Stack>
          </Grid>
          {/* On phones the owner's numbers come first: calling is what a seeker does next. */}
          <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { xs: -1, lg: 0 } }}>
            <Paper
              variant="outlined"
              sx={{ p: 3, position: { lg: 'sticky' }, top: { lg: 120 } }}
              aria-label="Contact the owner"
            >
              <Typography variant="body2" color="text.secondary">
                Listing ID
              </Typography>
              <Typography sx={{ fontWeight: 700, mb: 2 }}>{property.listing_id}</Typography>
              <Typography variant="body2" color="text.secondary">
                Contact
              </Typography>
              <Link href={`tel:${property.contact_no_1}`} sx={{ display: 'block', fontWeight: 700 }}>
                {property.contact_no_1}
              </Link>
              {property.contact_no_2 && (
                <Link href={`tel:${property.contact_no_2}`} sx={{ display: 'block', fontWeight: 700 }}>
                  {property.contact_no_2}
                </Link>
              )}
              <Stack direction="row" spacing={3} sx={{ my: 2 }}>
                <div>
                  <Typography variant="body2" color="text.secondary">
                    Gender
                  </Typography>
                  <Typography>{orNA(property.accommodation_gender)}</Typography>
                </div>
                <div>
                  <Typography variant="body2" color="text.secondary">
                    Occupation
                  </Typography>
                  <Typography>{orNA(property.accommodation_occupation)}</Typography>
                </div>
              </Stack>
              {video && (
                <Box
                  component="iframe"
                  title={`Video of ${property.accommodation_name}`}
                  src={video}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
                />
              )}
            </Paper>
          </Grid>
        </Grid>
      </Container>
      {lightboxAt !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            start={lightboxAt}
            open
            onClose={() => setLightboxAt(null)}
            title={property.accommodation_name}
          />
        </Suspense>
      )}
    </>
  );
}
