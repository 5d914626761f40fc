import {
  apiRequest,
  bootOr,
  LoadError,
  listingTypeLabel,
  PageHeader,
  rememberViewed,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { preloadRead, servedFresh } from '@basera/shared/preload-read';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import type { ListingStatus } from '@basera/shared/rules';
import { Button, Container } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useDeferredValue, useEffect, useState } from 'react';
import useSWR, { preload as swrPreload } from 'swr';
import { ContactScope } from './contact/ContactScope';
import { ListingBody } from './details/ListingBody';
import { goneListingOf, ListingGone } from './details/ListingGone';
import type { DetailListing, DetailResponse } from './details/types';
import { PropertyDetailSkeleton } from './skeletons';

const listingId = (params: Record<string, string | undefined>) => params.id ?? params.pgDetailsId;

/** Who reads the page: a user's id signed in (0 if unknown), null signed out. */
type Viewer = number | null;
const signedInUser = (): Viewer => {
  const { token, user } = useAuthStore.getState();
  return token ? (user?.id ?? 0) : null;
};

/**
 * A listing's request as swr's key and fetcher. The answer depends on the viewer (a visitor gets masked numbers
 * and `contact_hidden`, a signed-in user the real ones and their shortlist heart), so the key names the viewer:
 * a sign-in reads the listing again. index.html asks for the listing (without a token) when the page opened on
 * it: a visitor's first read uses that answer once.
 */
function detailRequest(params: Record<string, string | undefined>, viewer: Viewer = signedInUser()) {
  const id = listingId(params);
  if (!id) return { key: null, fetch: () => Promise.reject(new Error('No listing id')) };
  const path = `/get-property-details-by-id/${id}`;
  return {
    key: viewer === null ? path : `${path}#user=${viewer}`,
    fetch: () =>
      viewer === null ? bootOr(path, apiRequest<DetailResponse>) : apiRequest<DetailResponse>(path),
    signedOut: viewer === null,
    path,
  };
}

/** Called by the shell as soon as this page's code has loaded: the listing starts loading before the first render. */
export function preload(params: Record<string, string | undefined>) {
  const request = detailRequest(params);
  if (!request.key) return;
  // Signed out, the answer may be in the page already (preloadRead): the first render then shows the listing.
  const started = request.signedOut
    ? preloadRead(request.key, request.path, apiRequest<DetailResponse>)
    : swrPreload(request.key, request.fetch);
  started.catch(() => undefined);
}

/** /pgdetails/{id} and /user/{roomType}/{pgId}/{id} (the last segment is the property id). */
export default function PropertyDetailPage() {
  const params = useParams();
  const id = listingId(params);
  const viewer = useAuthStore((state): Viewer => (state.token ? (state.user?.id ?? 0) : null));
  const request = detailRequest(params, viewer);
  // The listing last shown: while the same listing is read again for a new viewer (a sign-in), the page stays
  // as it is, with the contact dialog and what was typed in it, instead of a placeholder; another listing
  // starts from the placeholder.
  const [shownId, setShownId] = useState(id);
  const {
    data: fetched,
    error,
    isLoading: fetching,
    mutate,
  } = useSWR<DetailResponse>(request.key, request.fetch, {
    keepPreviousData: shownId === id,
    // The answer the server just wrote into the page is shown as it is (preloadRead).
    revalidateIfStale: !servedFresh(request.key),
  });
  if (fetched && shownId !== id) setShownId(id);
  // The page renders its data in a low-priority render that yields to the browser (placeholder until then).
  const data = useDeferredValue(fetched);
  const isLoading = (fetching && fetched === undefined) || (fetched !== undefined && data === undefined);
  const property = data?.data.property;
  usePageMeta(property?.accommodation_name ?? 'Property details', property?.pg_description ?? null);
  // "Recently viewed" on home and in My Account (issue 30): this device remembers the place once it shows.
  const photoPath = data?.data.photoPath;
  useEffect(() => {
    if (property && photoPath !== undefined) rememberViewed(property, photoPath);
  }, [property, photoPath]);

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

  return (
    <ContactScope>
      <PageHeader
        title={property.accommodation_name}
        crumb={listingTypeLabel(property.property_type).toUpperCase()}
      />
      <ListingBody property={property} photoPath={data.data.photoPath}>
        <OwnerNotice property={property} />
      </ListingBody>
    </ContactScope>
  );
}

/** Why the public cannot see this listing, for its owner (the API shows a non-public listing to its owner only). */
const OWNER_NOTICES: Partial<Record<ListingStatus, string>> = {
  draft: 'This is your draft: only you can see it. Finish the listing and choose a plan to publish it.',
  inactive:
    'This listing is inactive: only you can see it. Activate it from My Listings to show it in search.',
  expired: 'Your subscription for this listing has ended: only you can see it. Renew it from My Listings.',
};

/** A reason as a sentence of its own (a full stop unless it ends with one). */
const asSentence = (reason: string | null | undefined) => {
  const text = (reason ?? '').trim();
  return !text || /[.!?]$/.test(text) ? text : `${text}.`;
};

/** Why the public cannot see a paid listing: the operators' review holds it (its owner sees it, the public not). */
function reviewNotice({ review, review_reason: reason }: DetailListing): string | undefined {
  if (review === 'pending')
    return 'This listing is waiting for our team’s review: only you can see it. It goes live once approved.';
  if (review === 'rejected')
    return `Our team rejected this listing: ${asSentence(reason)} Edit it, then resubmit it for review from My Listings.`;
  if (review === 'suspended')
    return `Our team suspended this listing: ${asSentence(reason)} It is not shown in search. Write to us if you think this is a mistake.`;
  return undefined;
}

function OwnerNotice({ property }: { property: DetailListing }) {
  const notice = OWNER_NOTICES[property.status] ?? reviewNotice(property);
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
