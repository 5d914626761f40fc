import { errorMessage, formatDate, LoadError, placeLine, usePageMeta } from '@basera/shared';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { Box, Button, Link, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { useEffect, useRef } from 'react';
import { useListingReview } from './api/getListing';
import { ListingFacts } from './components/ListingFacts';
import { ListingReports } from './components/ListingReports';
import { LookAlikes } from './components/LookAlikes';
import { PhotoGallery } from './components/PhotoGallery';
import { PriceCheck } from './components/PriceCheck';
import { QUEUE_PATH, ReviewPanel } from './components/ReviewPanel';
import { Section } from './components/Section';

/** "Account created today", "Account 1 day old", "Account 40 days old": a new account is a scam signal. */
const accountAge = (days: number) =>
  days < 1 ? 'Account created today' : `Account ${days === 1 ? '1 day' : `${days} days`} old`;

/** The photos of a listing, main photo first, each once. */
const photosOf = (listing: { photo: string | null; photos?: string[]; gallery?: string[] }) =>
  [
    ...new Set([
      ...(listing.photos ?? []),
      ...(listing.photos?.length ? [] : [listing.photo, ...(listing.gallery ?? [])]),
    ]),
  ].filter((url): url is string => Boolean(url));

/**
 * /admin/listings/:id: everything a reviewer needs on one screen (photos at full size, the listing's facts, its
 * address with a map link, its price against the locality, the owner, look-alike listings and reports) beside
 * the review state and its actions. On a phone the state and actions come first, then the rest in one column.
 */
export default function ListingReviewPage() {
  const params = useParams();
  const id = Number(params.id);
  const { review, error, isLoading, reload } = useListingReview(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = review !== undefined;
  // A keyboard or screen reader user starts at the listing's name, also after "Approve and next" opened the next.
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [id, loaded]);
  usePageMeta(review ? `Review: ${review.listing.accommodation_name}` : 'Review a listing');

  if (!Number.isSafeInteger(id) || id <= 0)
    return <Typography>There is no listing with this address.</Typography>;
  if (error && !review)
    return (
      <LoadError
        onRetry={() => void reload()}
        message={errorMessage(error, 'We could not load this listing.')}
      />
    );
  if (isLoading || !review)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the listing">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );

  const { listing, owner } = review;
  const backTo = review.review === 'pending' ? QUEUE_PATH : `${QUEUE_PATH}?status=${review.review}`;
  const contacts = [listing.contact_no_1, listing.contact_no_2].filter(Boolean);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backTo} sx={{ alignSelf: 'flex-start' }}>
        ← Back to the listings
      </Link>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h2"
        component="h1"
        sx={{ wordBreak: 'break-word', '&:focus': { outline: 'none' } }}
      >
        {listing.accommodation_name}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 340px',
            lg: 'minmax(0, 1fr) 380px',
          },
          gridTemplateAreas: { xs: '"panel" "main" "side"', md: '"main panel" "main side"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'panel', minWidth: 0 }}>
          <Section title="Review">
            <ReviewPanel id={id} review={review} reload={reload} />
          </Section>
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'main', minWidth: 0 }}>
          <Section title="Photos">
            <PhotoGallery photos={photosOf(listing)} name={listing.accommodation_name} />
          </Section>
          <Section title="Details">
            <ListingFacts listing={listing} />
          </Section>
          <Section title="Address">
            <Stack spacing={1}>
              <Typography sx={{ wordBreak: 'break-word' }}>
                {placeLine(listing)}
                {listing.state_name ? `, ${listing.state_name}` : ''}
                {listing.postal_code ? ` ${listing.postal_code}` : ''}
              </Typography>
              {listing.landmark && <Typography variant="body2">Landmark: {listing.landmark}</Typography>}
              {review.map_url && (
                <Button
                  component="a"
                  href={review.map_url}
                  target="_blank"
                  rel="noopener"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Open in Google Maps
                </Button>
              )}
            </Stack>
          </Section>
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }}>
          <Section title="Price check">
            <PriceCheck
              price={listing.monthly_charge_min}
              range={review.price_range}
              type={listing.property_type}
              locality={listing.locality}
            />
          </Section>
          <Section title="Owner">
            {owner ? (
              <Stack spacing={0.5} sx={{ wordBreak: 'break-word' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/admin/users/${owner.id}`} sx={{ fontWeight: 600 }}>
                    {owner.name || 'No name'}
                  </Link>
                  {owner.banned_at && <Chip size="small" color="error" label="Banned" />}
                </Box>
                {owner.phone && (
                  <Typography variant="body2">
                    Phone: <Link href={`tel:${owner.phone}`}>{owner.phone}</Link>
                  </Typography>
                )}
                {owner.email && (
                  <Typography variant="body2">
                    Email: <Link href={`mailto:${owner.email}`}>{owner.email}</Link>
                  </Typography>
                )}
                <Typography variant="body2" data-testid="account-age">
                  {accountAge(owner.account_age_days)} (since {formatDate(owner.created_at)})
                </Typography>
                {contacts.length > 0 && (
                  <Typography variant="body2">Numbers on the listing: {contacts.join(', ')}</Typography>
                )}
              </Stack>
            ) : (
              <Typography variant="body2">The owner's account was deleted.</Typography>
            )}
          </Section>
          <Section title={`Same phone (${review.same_phone.length})`}>
            <LookAlikes
              listings={review.same_phone}
              label="Other listings with the same phone"
              empty="No other listing uses this phone."
            />
          </Section>
          <Section title={`Same photo (${review.same_photo.length})`}>
            <LookAlikes
              listings={review.same_photo}
              label="Other listings with the same photo"
              empty="No other listing has any of these photos."
            />
          </Section>
          <Section title={`Reports (${review.reports.length})`}>
            <ListingReports reports={review.reports} />
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}
