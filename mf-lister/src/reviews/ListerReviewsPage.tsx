import { LoadError, type OwnListing, PageHeader, usePageMeta } from '@basera/shared';
import { RatingBadge } from '@basera/shared/ratings';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@basera/shared/ui';
import { Pagination, TextField } from '@basera/shared/ui-more';
import { useRef, useState } from 'react';
import { useOwnListings } from '../calls/ownListings';
import { OWN_LISTINGS_PATH } from '../leads/model';
import { isLive } from '../own-listings/model';
import { useOwnReviews } from './calls/ownReviews';
import { InviteDialog, type InviteTarget } from './InviteDialog';
import { type ReviewsQuery, readReviewsQuery, reviewsSearch } from './model';
import { OwnReviewCard } from './OwnReviewCard';

/** The listing filter: a native select of the owner's listings that can have reviews (not drafts). */
function ListingFilter({
  listings,
  listing,
  onListing,
}: {
  listings: OwnListing[];
  listing: number | null;
  onListing: (listing: number | null) => void;
}) {
  const known = listing === null || listings.some((item) => item.id === listing);
  return (
    <TextField
      select
      size="small"
      label="Listing"
      value={listing === null ? '' : String(listing)}
      onChange={(event) => onListing(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
    >
      <option value="">{M.allListings}</option>
      {listings.map((item) => (
        <option key={item.id} value={item.id}>
          {item.accommodation_name}
        </option>
      ))}
      {!known && <option value={listing}>Listing {listing}</option>}
    </TextField>
  );
}

/**
 * /user/listing-reviews: the reviews of the signed-in Lister's listings (GET /own-reviews), newest first, a page
 * at a time, narrowed to one listing by the select (`?listing=7`). Each review can be answered in place
 * ("Reply", "Edit reply" within its window); a review the team hid is marked with the reason. With one
 * listing chosen, its rating and "Invite a resident to review" (when it is live) sit above the list.
 */
export default function ListerReviewsPage() {
  usePageMeta(M.listerReviewsTitle, null);
  const [params, setParams] = useSearchParams();
  const query = readReviewsQuery(params);
  const reviews = useOwnReviews(query);
  const own = useOwnListings();
  const [replying, setReplying] = useState<number | null>(null);
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const listings = (own.listings ?? []).filter((item) => item.status !== 'draft');
  const chosen = listings.find((item) => item.id === query.listing) ?? null;
  const show = (next: Partial<ReviewsQuery>) => {
    setReplying(null);
    setParams(reviewsSearch({ ...query, page: 1, ...next }));
  };
  const goToPage = (page: number) => {
    setReplying(null);
    setParams(reviewsSearch({ ...query, page }));
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const items = reviews.page?.data ?? [];

  return (
    <>
      <PageHeader title={M.listerReviewsTitle} />
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Stack
          ref={listTop}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{
            gap: 1.5,
            mb: 2,
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            scrollMarginTop: 80,
          }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {reviews.page ? M.reviewsCount(reviews.page.total) : M.sectionTitle}
            </Typography>
            {chosen && <RatingBadge average={chosen.rating_avg} count={chosen.rating_count} />}
          </Stack>
          {(listings.length > 1 || query.listing !== null) && (
            <ListingFilter
              listings={listings}
              listing={query.listing}
              onListing={(listing) => show({ listing })}
            />
          )}
        </Stack>
        {chosen && isLive(chosen) && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setInviting({ id: chosen.id, name: chosen.accommodation_name })}
            sx={{ mb: 2 }}
          >
            {M.inviteAction}
          </Button>
        )}

        {reviews.isLoading && (
          <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}>
            <CircularProgress size={24} aria-label="Loading reviews" />
          </Stack>
        )}
        {reviews.error !== undefined && !reviews.page && (
          <LoadError message={M.loadFailed} onRetry={reviews.retry} />
        )}
        {reviews.page && items.length === 0 && (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <Typography sx={{ maxWidth: 480, mx: 'auto' }}>{M.listerReviewsEmpty}</Typography>
            <Button component={RouterLink} to={OWN_LISTINGS_PATH} variant="contained" sx={{ mt: 2 }}>
              My Listings
            </Button>
          </Box>
        )}
        {items.length > 0 && (
          <Stack
            component="ul"
            spacing={2}
            aria-busy={reviews.stale}
            aria-label={M.listerReviewsTitle}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              opacity: reviews.stale ? 0.6 : 1,
              transition: 'opacity .2s',
            }}
          >
            {items.map((review) => (
              <li key={review.id}>
                <OwnReviewCard
                  review={review}
                  replying={replying === review.id}
                  onReply={setReplying}
                  showListing={query.listing === null}
                />
              </li>
            ))}
          </Stack>
        )}
        {reviews.pages > 1 && (
          <Pagination
            count={reviews.pages}
            page={Math.min(query.page, reviews.pages)}
            onChange={(_, page) => goToPage(page)}
            siblingCount={0}
            color="primary"
            sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
            aria-label="Pages of reviews"
          />
        )}
      </Container>
      <InviteDialog target={inviting} onClose={() => setInviting(null)} />
    </>
  );
}
