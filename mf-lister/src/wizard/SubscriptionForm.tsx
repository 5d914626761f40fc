import { errorMessage, formatDate, LoadError, type OwnListing, toast } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useState } from 'react';
import { subscribe, usePlans } from '../calls/subscription';
import { PlanPicker } from '../plans/PlanPicker';
import { PreviewDialog } from '../plans/PreviewDialog';
import { RenewalNote } from '../plans/RenewalNote';
import { actionLabel, defaultPlan, isFree, orderPlans } from '../plans/rules';

export { payLabel } from '../plans/rules';

export const OWN_LISTINGS_PATH = '/user/view-all-listing';

/** After a payment that put the listing into the review queue (the API answers review 'pending'). */
export const REVIEW_AFTER_PAYMENT =
  'Payment received. Your listing goes live once our team has reviewed it, usually within a day.';

/** The same for Basic: nothing was paid. */
export const REVIEW_AFTER_FREE =
  'Your listing goes live once our team has reviewed it, usually within a day.';

/** What the box above the plans says of a listing published before: how long it stays, and its review. */
function publishedLine(listing: OwnListing): string {
  const until = formatDate(listing.expires_at);
  if (listing.status === 'expired') return `This listing left search on ${until}. Renew it to show it again.`;
  if (listing.review === 'pending')
    return `This listing is waiting for review; its plan runs until ${until}.`;
  if (listing.review === 'rejected' || listing.review === 'suspended')
    return `This listing is not in search (see My Listings); its plan runs until ${until}.`;
  const featured = listing.featured_until && Date.parse(listing.featured_until) > Date.now();
  return featured
    ? `This listing is live until ${until}, and Featured until ${formatDate(listing.featured_until)}.`
    : `This listing is live until ${until}.`;
}

/**
 * Step 7: publish for free (Basic, chosen from the start) or pay for visibility; the listing goes live, or into
 * the review queue first (it is then told so), or stays live longer. `Preview` shows it as seekers will.
 */
export function SubscriptionForm({ listing }: { listing: OwnListing }) {
  const { plans, isLoading, error, retry } = usePlans();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const navigate = useNavigate();
  const published = listing.status !== 'draft';
  const ordered = orderPlans(plans);
  const plan = ordered.find((item) => item.id === chosenId) ?? defaultPlan(ordered);

  const send = async () => {
    if (!plan) return;
    setFailure(null);
    setSending(true);
    try {
      const answer = await subscribe(listing.id, plan.id);
      // Into the review queue: the Lister is told it goes live once reviewed (the API's words when they say so).
      const queued = answer.data?.property?.review === 'pending';
      const reviewNote = isFree(plan) ? REVIEW_AFTER_FREE : REVIEW_AFTER_PAYMENT;
      toast.success(queued && !/review/i.test(answer.message) ? reviewNote : answer.message);
      navigate(OWN_LISTINGS_PATH);
    } catch (failed) {
      const fallback = isFree(plan)
        ? 'Your listing could not be published. Please try again.'
        : 'The payment could not be completed. Please try again.';
      const message = errorMessage(failed, fallback);
      setFailure(message);
      toast.error(message);
      setSending(false);
    }
  };

  if (error) return <LoadError message="The plans could not be loaded." onRetry={retry} />;
  return (
    <Box>
      {published && listing.expires_at && (
        <Alert severity={listing.status === 'expired' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {publishedLine(listing)}
        </Alert>
      )}
      <PlanPicker
        plans={ordered}
        chosen={plan}
        isLoading={isLoading}
        onChoose={(item) => {
          setChosenId(item.id);
          setFailure(null);
        }}
      />
      {published && plan && <RenewalNote plan={plan} listing={listing} />}
      {!published && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A new listing appears in search once our team has reviewed it.
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ justifyContent: 'flex-end', gap: 1.5, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Button variant="outlined" size="large" onClick={() => setPreviewing(true)}>
          Preview
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={sending || isLoading || !plan}
          onClick={() => void send()}
          sx={{ minWidth: 200 }}
        >
          {sending ? 'Please wait...' : plan ? actionLabel(plan, published) : published ? 'Renew' : 'Publish'}
        </Button>
      </Stack>
      <PreviewDialog listingId={listing.id} open={previewing} onClose={() => setPreviewing(false)} />
    </Box>
  );
}
