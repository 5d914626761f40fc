import {
  ApiError,
  LISTING_TYPE_INFO,
  type ListingType,
  LoadError,
  type NoProps,
  type OwnListing,
  PageHeader,
  toListingType,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink, useNavigate, useParams } from '@basera/shared/router';
import { wizardStepNames } from '@basera/shared/rules';
import { Box, Button, Container, Link, Skeleton, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { type OwnListingAnswer, ownListingKey, useOwnListing } from './wizard/calls/ownListing';
import { OWN_LISTINGS_PATH } from './wizard/SubscriptionForm';
import { firstStep, WizardPanel } from './wizard/WizardPanel';

export const LISTER_ONLY = 'Only a Lister can list properties.';
export const NOT_FOUND = 'Listing not found';

/** The type a /user/{roomType} address names, in any case ('pg', 'Room'); PG when it names none. */
const typeOf = (roomType: string): ListingType => toListingType(roomType) ?? 'PG';

/** The seven steps; the second is the type's own details ('PG Accommodation Details', 'Room Sharing Details'). */
export function wizardSteps(roomType: string): string[] {
  return wizardStepNames(typeOf(roomType));
}

/** The open step: the first unsaved one when a listing arrives, then wherever the owner goes. */
function Wizard({
  type,
  listing,
  postId,
}: {
  type: ListingType;
  listing: OwnListing | null;
  postId: number | null;
}) {
  const [active, setActive] = useState(() => firstStep(listing));
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const saved = (next: OwnListing) => {
    void mutate<OwnListingAnswer>(
      ownListingKey(next.id),
      (current) => ({ ...current, data: { photoPath: current?.data.photoPath, property: next } }),
      { revalidate: false },
    );
    setActive((step) => Math.min(step + 1, 6));
    // A new draft gets its address: a reload (or a return from My Listings) resumes it.
    if (postId !== next.id) navigate(`/user/${LISTING_TYPE_INFO[type].slug}/${next.id}`, { replace: true });
    document.getElementById('wizard-steps')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <WizardPanel type={type} listing={listing} active={active} onSelect={setActive} onSaved={saved} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Each step is saved when you choose Save and continue, and what you type is kept in this browser until
        then: you can leave and continue later from{' '}
        <Link component={RouterLink} to={OWN_LISTINGS_PATH}>
          My Listings
        </Link>
        .
      </Typography>
    </>
  );
}

/** /user/{roomType}/{pgId?}: the seven-step listing wizard. Steps open one by one as each is saved. */
export default function ListingWizardPage(_props: NoProps) {
  const { roomType = 'pg', pgId } = useParams();
  const usertype = useAuthStore((state) => state.usertype);
  const lister = usertype === 'Lister';
  const postId = pgId && /^\d{1,15}$/.test(pgId) ? Number(pgId) : null;
  const { data, error, mutate } = useOwnListing(lister ? postId : null);
  const listing = postId ? (data?.data.property ?? null) : null;
  const type = (listing && toListingType(listing.property_type)) || typeOf(roomType);
  const label = LISTING_TYPE_INFO[type].label;
  const title = listing ? `Edit ${listing.accommodation_name}` : `List your ${label}`;
  usePageMeta(title, null);

  const status = error instanceof ApiError ? error.status : null;
  let body: React.ReactNode;
  if (!lister || status === 403) {
    body = (
      <Alert severity="info" sx={{ my: 2 }}>
        {LISTER_ONLY}
      </Alert>
    );
  } else if ((pgId && !postId) || status === 404) {
    body = (
      <Box sx={{ py: 4 }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {NOT_FOUND}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          It may have been removed, or it belongs to another account.
        </Typography>
        <Button component={RouterLink} to={OWN_LISTINGS_PATH} variant="contained">
          Go to My Listings
        </Button>
      </Box>
    );
  } else if (error) {
    body = <LoadError message="We could not load this listing." onRetry={() => void mutate()} />;
  } else if (postId && !listing) {
    body = (
      <Box aria-busy="true" aria-label="Loading the listing">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  } else {
    body = <Wizard type={type} listing={listing} postId={postId} />;
  }

  return (
    <>
      <PageHeader title={title} crumb={`List your ${label}`} />
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
        {body}
      </Container>
    </>
  );
}
