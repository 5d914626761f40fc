import {
  apiRequest,
  LISTING_TYPE_INFO,
  type Listing,
  type ListingType,
  listingTypeLabel,
  toListingType,
} from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Container, Grid, Skeleton, Typography } from '@basera/shared/ui';
import useSWR from 'swr';
import RecentListingCard from '../RecentListingCard';

/** What the API's 404 says of a listing that was there (inactive, expired, a draft); nothing for an unknown id. */
export interface GoneListing {
  property_type: string;
  state_id: number;
  city_id: number;
  city_name: string;
}

interface ListingsPage {
  data: Listing[];
  photoPath: string;
}

const SHOWN = 4;

/** The newest public listings of a type in a city, or of a type, or of any type: the search a seeker goes on with. */
function suggestionsQuery(type: ListingType | null, gone: GoneListing | null) {
  const query = new URLSearchParams({ per_page: String(SHOWN), page: '1' });
  if (type) query.set('room_type', LISTING_TYPE_INFO[type].option.value);
  if (gone) {
    query.set('state_id', String(gone.state_id));
    query.set('city_id', String(gone.city_id));
  }
  return `/filtered-properties?${query}`;
}

const fetchPage = (path: string) => apiRequest<ListingsPage>(path);

/**
 * "This property is no longer listed." with a way on: similar listings in the city it was in (the same type),
 * else the newest of its type, else (an id that never was) the newest of any type, and a link to the full search.
 */
export function ListingGone({ gone }: { gone: GoneListing | null }) {
  const type = gone ? toListingType(gone.property_type) : null;
  const inCity = useSWR<ListingsPage>(gone && type ? suggestionsQuery(type, gone) : null, fetchPage);
  // Nothing else of its type in that city (or no city known): the newest of its type, or of any type.
  const wider = !(gone && type) || (inCity.data !== undefined && inCity.data.data.length === 0);
  const anywhere = useSWR<ListingsPage>(wider ? suggestionsQuery(type, null) : null, fetchPage);
  const shown = wider ? anywhere : inCity;
  const items = shown.data?.data ?? [];
  const typeLabel = type ? listingTypeLabel(type) : null;
  const heading = !wider
    ? `Similar ${typeLabel} listings in ${gone!.city_name}`
    : typeLabel
      ? `Recent ${typeLabel} listings`
      : 'Recent listings';
  const more = type
    ? `/${LISTING_TYPE_INFO[type].slug}${wider ? '' : `?state_id=${gone!.state_id}&city_id=${gone!.city_id}`}`
    : '/list';
  const moreLabel = `See all ${typeLabel ? `${typeLabel} ` : ''}listings${wider ? '' : ` in ${gone!.city_name}`}`;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        This property is no longer listed.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {wider ? 'Here are the newest places instead.' : `Here are places like it in ${gone!.city_name}.`}
      </Typography>
      <Box component="section" aria-labelledby="gone-suggestions">
        <Typography id="gone-suggestions" variant="h3" component="h2" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Grid container spacing={2}>
          {shown.data === undefined && !shown.error
            ? Array.from({ length: SHOWN }, (_, n) => (
                <Grid key={n} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Skeleton variant="rounded" sx={{ transform: 'none', height: 320 }} />
                </Grid>
              ))
            : items.map((listing) => (
                <Grid key={listing.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <RecentListingCard listing={listing} photoPath={shown.data!.photoPath} />
                </Grid>
              ))}
        </Grid>
        <Button component={RouterLink} to={more} variant="contained" sx={{ mt: 3 }}>
          {moreLabel}
        </Button>
      </Box>
    </Container>
  );
}

/** The gone listing's facts from the API's 404 body, when it had them. */
export function goneListingOf(error: unknown): GoneListing | null {
  const body = (error as { body?: { listing?: GoneListing } } | undefined)?.body;
  return body?.listing ?? null;
}
