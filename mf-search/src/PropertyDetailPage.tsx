import {
  apiRequest,
  bootOr,
  type ListingStatus,
  LoadError,
  listingTypeLabel,
  PageHeader,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { Alert, Button, Container, Grid, useMediaQuery } from '@basera/shared/ui';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue } from 'react';
import useSWR, { preload as swrPreload } from 'swr';
import { ContactBox } from './details/ContactBox';
import { DetailHeading } from './details/DetailHeading';
import { DetailSections, SectionNav } from './details/DetailSections';
import { goneListingOf, ListingGone } from './details/ListingGone';
import { PhoneActionBar } from './details/PhoneActionBar';
import type { DetailListing } from './details/types';
import { PhotoGallery } from './PhotoGallery';
import { PropertyDetailSkeleton } from './skeletons';

interface DetailResponse {
  status: boolean;
  data: { property: DetailListing; photoPath: string; galleryPaths: string };
}

const detailKey = (params: Record<string, string | undefined>) => {
  const id = params.id ?? params.pgDetailsId;
  return id ? `/get-property-details-by-id/${id}` : null;
};
// index.html has already asked for the listing when the page opened on it: that answer is used once.
const fetchDetail = (path: string) => bootOr(path, apiRequest<DetailResponse>);

/** Called by the shell as soon as this page's code has loaded: the listing starts loading before the first render. */
export function preload(params: Record<string, string | undefined>) {
  const key = detailKey(params);
  if (key) swrPreload(key, fetchDetail).catch(() => undefined);
}

/** /pgdetails/{id} and /user/{roomType}/{pgId}/{id} (the last segment is the property id). */
export default function PropertyDetailPage() {
  const params = useParams();
  const {
    data: fetched,
    error,
    isLoading: fetching,
    mutate,
  } = useSWR<DetailResponse>(detailKey(params), fetchDetail);
  // The page renders its data in a low-priority render that yields to the browser (placeholder until then).
  const data = useDeferredValue(fetched);
  // Below md the owner's box is not beside the page: calling and shortlisting move to a bar at the bottom.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const isLoading = fetching || (fetched !== undefined && data === undefined);
  const property = data?.data.property;
  usePageMeta(property?.accommodation_name ?? 'Property details', property?.pg_description ?? null);

  if (isLoading) return <PropertyDetailSkeleton />;
  if (error || !property || !data) {
    const status = (error as { status?: number } | undefined)?.status;
    if (status === 404 || status === 422) return <ListingGone gone={goneListingOf(error)} />;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <LoadError message="We could not load this property." onRetry={() => mutate()} />
      </Container>
    );
  }

  const images = property.photos.map((file) => `${data.data.photoPath}${file}`);
  return (
    <>
      <PageHeader
        title={property.accommodation_name}
        crumb={listingTypeLabel(property.property_type).toUpperCase()}
      />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <OwnerNotice status={property.status} />
        <PhotoGallery images={images} title={property.accommodation_name} layout="page" />
        <DetailHeading property={property} shortlist={!phone} />
        <SectionNav />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <DetailSections property={property} />
          </Grid>
          {/* On phones the owner's numbers come first: calling is what a seeker does next. */}
          <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { xs: -1, lg: 0 } }}>
            <ContactBox property={property} />
          </Grid>
        </Grid>
      </Container>
      {phone && <PhoneActionBar property={property} />}
    </>
  );
}

/** Why the public cannot see this listing, for its owner (the API shows a non-public listing to its owner only). */
const OWNER_NOTICES: Partial<Record<ListingStatus, string>> = {
  draft: 'This is your draft: only you can see it. Finish the listing and choose a plan to publish it.',
  inactive:
    'This listing is inactive: only you can see it. Activate it from My Listings to show it in search.',
  expired: 'Your subscription for this listing has ended: only you can see it. Renew it from My Listings.',
};

function OwnerNotice({ status }: { status: ListingStatus }) {
  const notice = OWNER_NOTICES[status];
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to="/user/view-all-listing" color="inherit" size="small">
          My Listings
        </Button>
      }
    >
      {notice}
    </Alert>
  );
}
