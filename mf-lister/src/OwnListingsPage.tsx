import {
  ApiError,
  apiFetcher,
  formatDate,
  LazyImage,
  type Listing,
  LoadError,
  listingTypeLabel,
  PageHeader,
  placeLine,
  priceOnwards,
  usePageMeta,
} from '@basera/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';

export const EMPTY_TITLE = 'You do not have any list here.';
export const EMPTY_HINT = 'Add PG, hostel, mess or room first.';

interface OwnListings {
  status: boolean;
  data: { properties: Array<Listing & { status: 'draft' | 'active' | 'inactive' }>; photoPath: string };
}

const STATUS_LABEL = { active: 'Active', draft: 'Draft', inactive: 'Inactive' } as const;
const STATUS_COLOR = { active: 'success', draft: 'default', inactive: 'warning' } as const;

/** One of the Lister's listings: its status decides whether seekers can find it. */
function OwnListingCard({
  listing,
  photoPath,
}: {
  listing: OwnListings['data']['properties'][number];
  photoPath: string;
}) {
  const name = listing.accommodation_name;
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      {listing.photo && (
        <LazyImage src={`${photoPath}${listing.photo}`} alt={name} width={480} height={320} />
      )}
      <Box sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={STATUS_LABEL[listing.status]} color={STATUS_COLOR[listing.status]} />
          <Chip size="small" variant="outlined" label={listingTypeLabel(listing.property_type)} />
        </Stack>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {placeLine(listing)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Listing ID: {listing.listing_id} · Posted {formatDate(listing.post_created_at)}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', my: 1 }}>
          {priceOnwards(listing.monthly_charge_min)}
        </Typography>
        <Button component={RouterLink} to={`/pgdetails/${listing.propty_id}`} variant="outlined" size="small">
          View Details
        </Button>
      </Box>
    </Card>
  );
}

/** /user/view-all-listing: the signed-in Lister's own listings, whatever their status. */
export default function OwnListingsPage() {
  usePageMeta('My Listings', null);
  const { data, error, isLoading, mutate } = useSWR<OwnListings>('/get-all-properties', apiFetcher);
  const listings = data?.data.properties ?? [];
  const notLister = error instanceof ApiError && error.status === 403;
  return (
    <>
      <PageHeader title="My Listings" />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        {isLoading && (
          <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Loading your listings...</Typography>
          </Stack>
        )}
        {error && !notLister && (
          <LoadError message="We could not load your listings." onRetry={() => mutate()} />
        )}
        {(notLister || (data && listings.length === 0)) && (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="h3" component="p">
              {EMPTY_TITLE}
            </Typography>
            <Typography color="text.secondary">{EMPTY_HINT}</Typography>
          </Box>
        )}
        {listings.length > 0 && (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {listings.length} {listings.length === 1 ? 'listing' : 'listings'}
            </Typography>
            <Grid container spacing={2}>
              {listings.map((listing) => (
                <Grid key={listing.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <OwnListingCard listing={listing} photoPath={data!.data.photoPath} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </Container>
    </>
  );
}
