import {
  ApiError,
  apiFetcher,
  apiRequest,
  errorMessage,
  LoadError,
  type OwnListing,
  PageHeader,
  type SubscriptionPlan,
  toast,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import {
  LISTER_API,
  LISTER_REVIEWS_PATH,
  RATING_MESSAGES,
  REVIEW_API,
  REVIEW_MESSAGES,
} from '@basera/shared/rules';
import { Box, Button, CircularProgress, Container, Grid, Stack, Typography } from '@basera/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDeleteListing } from './calls/deleteListing';
import { subscribe } from './calls/subscription';
import { AddListingLinks, AddListingMenu } from './own-listings/AddListing';
import { BedsDialog } from './own-listings/BedsDialog';
import { DeactivateDialog } from './own-listings/DeactivateDialog';
import { DeleteDialog } from './own-listings/DeleteDialog';
import type { MessageResponse, OwnListingsResponse } from './own-listings/model';
import { type CardAction, OwnListingCard } from './own-listings/OwnListingCard';
import { RenewDialog } from './own-listings/RenewDialog';
import { InviteDialog } from './reviews/InviteDialog';

export const EMPTY_TITLE = 'You do not have any list here.';
export const EMPTY_HINT = 'Add PG, hostel, mess or room first.';
const FAILED = 'Something went wrong';

type Open = { action: Exclude<CardAction, 'activate' | 'resubmit'>; listing: OwnListing } | null;

/** POST /property-resubmit's answer: 'Sent for review', with the listing back in the queue. */
interface ResubmitAnswer extends MessageResponse {
  data?: { property?: OwnListing };
}

/**
 * /user/view-all-listing: the signed-in Lister's own listings, whatever their status, with what can be done to
 * each (continue or edit in the wizard, view, deactivate or activate, renew, update free beds, delete). After
 * every change the server's message is toasted and the list is fetched again.
 */
export default function OwnListingsPage() {
  usePageMeta('My Listings', null);
  const { data, error, isLoading, mutate } = useSWR<OwnListingsResponse>(LISTER_API.ownListings, apiFetcher);
  const [open, setOpen] = useState<Open>(null);
  // The listing whose activation or resubmission is on its way.
  const [sending, setSending] = useState<number | null>(null);
  const listings = data?.data.properties ?? [];
  const notLister = error instanceof ApiError && error.status === 403;
  const dialogFor = (action: NonNullable<Open>['action']) => (open?.action === action ? open.listing : null);

  // `?renew={id}` (the dashboard's Renew): once the list is in, that listing's Renew dialog opens, and the
  // address drops the parameter so that Back or a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const renewId = Number(params.get('renew')) || null;
  useEffect(() => {
    if (renewId === null || !data) return;
    const target = data.data.properties.find((item) => item.id === renewId);
    if (target && target.status !== 'draft') setOpen({ action: 'renew', listing: target });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('renew');
        return next;
      },
      { replace: true },
    );
  }, [renewId, data, setParams]);
  const close = () => setOpen(null);
  const invited = dialogFor('invite');
  const inviteTarget = useMemo(
    () => (invited ? { id: invited.id, name: invited.accommodation_name } : null),
    [invited],
  );

  /** Sends a change; toasts the server's words either way and refreshes the list after a success. */
  const change = async (send: () => Promise<MessageResponse>, done: string): Promise<boolean> => {
    try {
      const answer = await send();
      toast.success(answer?.message ?? done);
      await mutate();
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, FAILED));
      return false;
    }
  };

  /** Deletes (or archives) a listing: the server's message as a toast, and its card leaves the list. */
  const deleteListing = useDeleteListing();
  const remove = async (listing: OwnListing) => {
    try {
      toast.success((await deleteListing(listing.id)).message);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, FAILED));
      // Deleted meanwhile (another tab): the list says so.
      void mutate();
      return false;
    }
  };

  const setStatus = (listing: OwnListing, status: 'active' | 'inactive') =>
    change(
      () => apiRequest<MessageResponse>(LISTER_API.status, { body: { id: listing.id, status } }),
      status === 'active' ? 'Listing activated' : 'Listing deactivated',
    );

  /**
   * A rejected listing, edited, goes back into the review queue: its chip reads "Pending review" at once (the
   * answer's listing), then the list is read again.
   */
  const resubmit = async (listing: OwnListing) => {
    try {
      const answer = await apiRequest<ResubmitAnswer>(REVIEW_API.resubmit, { body: { id: listing.id } });
      toast.success(answer?.message ?? REVIEW_MESSAGES.resubmitted);
      const updated = answer?.data?.property ?? {
        ...listing,
        review: 'pending' as const,
        review_reason: null,
      };
      await mutate(
        (current) =>
          current && {
            ...current,
            data: {
              ...current.data,
              properties: current.data.properties.map((item) => (item.id === listing.id ? updated : item)),
            },
          },
        { revalidate: true },
      );
    } catch (failure) {
      toast.error(errorMessage(failure, FAILED));
    }
  };

  const onAction = async (action: CardAction, listing: OwnListing) => {
    if (action !== 'activate' && action !== 'resubmit') return setOpen({ action, listing });
    setSending(listing.id);
    if (action === 'resubmit') await resubmit(listing);
    else await setStatus(listing, 'active');
    setSending(null);
  };

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
            {!notLister && <AddListingLinks />}
          </Box>
        )}
        {listings.length > 0 && (
          <>
            <Stack
              direction="row"
              sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {listings.length} {listings.length === 1 ? 'listing' : 'listings'}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {/* On a phone the row wraps: the link's text lines up with the count above it. */}
                <Button
                  component={RouterLink}
                  to={LISTER_REVIEWS_PATH}
                  variant="text"
                  sx={{ ml: { xs: -1, sm: 0 } }}
                >
                  {RATING_MESSAGES.listerReviewsTitle}
                </Button>
                <AddListingMenu />
              </Stack>
            </Stack>
            <Grid container spacing={2}>
              {listings.map((listing) => (
                <Grid key={listing.id} size={{ xs: 12, lg: 6 }}>
                  <OwnListingCard
                    listing={listing}
                    photoPath={data!.data.photoPath}
                    busy={sending === listing.id}
                    onAction={onAction}
                  />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </Container>
      <DeactivateDialog
        listing={dialogFor('deactivate')}
        onClose={close}
        onConfirm={(listing) => setStatus(listing, 'inactive')}
      />
      <RenewDialog
        listing={dialogFor('renew')}
        onClose={close}
        onRenew={(listing: OwnListing, plan: SubscriptionPlan) =>
          change(() => subscribe(listing.id, plan.id), 'Subscription renewed')
        }
      />
      <DeleteDialog listing={dialogFor('delete')} onClose={close} onConfirm={remove} />
      <InviteDialog target={inviteTarget} onClose={close} />
      <BedsDialog
        listing={dialogFor('beds')}
        onClose={close}
        onSaved={(message) => {
          toast.success(message);
          void mutate();
        }}
      />
    </>
  );
}
