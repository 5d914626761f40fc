import { ApiError, errorMessage, formatDate, toast } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import type { ReviewState } from '@basera/shared/rules';
import { Button, Stack, Typography } from '@basera/shared/ui';
import { Alert, Chip } from '@basera/shared/ui-more';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ListingReview } from '../api/getListing';
import { nextPendingId } from '../api/nextPending';
import { approveListing, rejectListing, suspendListing } from '../api/reviewListing';
import { removeVerification, verifyListing } from '../api/verifyListing';
import { ago } from './ago';
import { reviewPath } from './ListingSummaryCard';
import { ReasonDialog } from './ReasonDialog';
import { REVIEW_STATE_COLORS, REVIEW_STATE_LABELS, VERIFICATION_REQUESTED } from './reviewState';
import { VerifyDialog } from './VerifyDialog';

/** The toast of the last review move, closed when the next move shows its own. */
let lastMoveToast: ReturnType<typeof toast.success> | null = null;

export const QUEUE_PATH = '/admin/listings';
export const QUEUE_EMPTY_TEXT = 'No more listings are waiting for review.';

type Open = 'reject' | 'suspend' | 'verify' | null;

const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/**
 * The listing's review state and what an operator can do from it. Every move sends `from`, the state shown
 * here: if someone else changed the listing meanwhile, the API answers 409, its message shows here and the
 * listing reloads. A decision on a pending listing moves on to the queue's next one.
 */
export function ReviewPanel({
  id,
  review,
  reload,
}: {
  id: number;
  review: ListingReview;
  reload: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const from: ReviewState = review.review;
  const live = from === 'approved' && review.listing.status === 'active';

  /** The lists that show this listing are out of date now. */
  const refreshLists = () =>
    mutate((key) => typeof key === 'string' && key.startsWith(`${QUEUE_PATH}?`), undefined, {
      revalidate: true,
    });

  const moveOn = async () => {
    let next: number | null = null;
    try {
      next = await nextPendingId(id);
    } catch {
      // The queue itself then says what is wrong.
    }
    if (next !== null) navigate(reviewPath(next));
    else {
      toast.show(QUEUE_EMPTY_TEXT);
      navigate(QUEUE_PATH);
    }
  };

  /** After a move: the toast, then the next pending listing (from pending) or this one again. */
  const done = async (message: string) => {
    // One move's toast at a time: a reviewer going through the queue fast stacked them over "Approve and next".
    if (lastMoveToast !== null) toast.dismiss(lastMoveToast);
    lastMoveToast = toast.success(message);
    void refreshLists();
    if (from === 'pending') await moveOn();
    else await reload();
  };

  const onConflict = async (error: ApiError) => {
    setConflict(error.message);
    setOpen(null);
    await reload();
  };

  const approve = async () => {
    setBusy(true);
    setConflict(null);
    try {
      const answer = await approveListing(id, from);
      await done(answer.message);
    } catch (error) {
      if (isConflict(error)) await onConflict(error);
      else toast.error(errorMessage(error, 'Could not approve the listing. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  /** The reject and suspend dialogs' send: a 409 closes the dialog and shows here; other failures stay in it. */
  const withReason = (call: typeof rejectListing) => async (reason: string | undefined) => {
    setConflict(null);
    try {
      const answer = await call(id, from, reason ?? '');
      setOpen(null);
      await done(answer.message);
    } catch (error) {
      if (isConflict(error)) await onConflict(error);
      else throw error;
    }
  };

  const verify = async (method: 'call' | 'visit', note: string | undefined) => {
    const answer = await verifyListing(id, method, note);
    setOpen(null);
    toast.success(answer.message);
    void refreshLists();
    await reload();
  };

  const unverify = async () => {
    setBusy(true);
    try {
      const answer = await removeVerification(id);
      toast.success(answer.message);
      void refreshLists();
      await reload();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not remove the badge. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submitted = ago(review.submitted_at);
  const verified = review.verified;
  /** When the owner bought the Verified check (cleared by verifying). */
  const requested = verified ? null : (review.verification_requested_at ?? null);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          color={REVIEW_STATE_COLORS[from]}
          label={REVIEW_STATE_LABELS[from]}
          data-testid="review-state"
        />
        {verified && <Chip color="primary" variant="outlined" label="Verified" />}
        {requested && <Chip color="info" variant="outlined" label={VERIFICATION_REQUESTED} />}
      </Stack>
      {requested && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          The owner bought the Verified check {ago(requested)} ({formatDate(requested)}).{' '}
          {live
            ? 'Call or visit, then mark it verified.'
            : 'It can be marked verified once the listing is live.'}
        </Typography>
      )}
      {submitted && (
        <Typography variant="body2">
          Submitted {submitted} ({formatDate(review.submitted_at)})
        </Typography>
      )}
      {review.reviewed_at && (
        <Typography variant="body2">
          Last reviewed {ago(review.reviewed_at)}
          {review.reviewed_by_email ? ` by ${review.reviewed_by_email}` : ''}
        </Typography>
      )}
      {review.review_reason && from !== 'approved' && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          Reason given: {review.review_reason}
        </Typography>
      )}
      {verified && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          Verified {verified.method ? `by a ${verified.method} ` : ''}on {formatDate(verified.at)}
          {verified.by_email ? ` (${verified.by_email})` : ''}
          {verified.note ? `: ${verified.note}` : ''}
        </Typography>
      )}
      {conflict && (
        <Alert severity="warning" role="alert">
          {conflict}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(from === 'pending' || from === 'rejected' || from === 'suspended') && (
          <Button variant="contained" color="success" onClick={approve} disabled={busy}>
            {busy ? 'Please wait...' : from === 'pending' ? 'Approve and next' : 'Approve'}
          </Button>
        )}
        {from === 'pending' && (
          <Button variant="outlined" color="error" onClick={() => setOpen('reject')} disabled={busy}>
            Reject
          </Button>
        )}
        {from === 'approved' && (
          <Button variant="outlined" color="error" onClick={() => setOpen('suspend')} disabled={busy}>
            Suspend
          </Button>
        )}
        {live && !verified && (
          <Button variant="outlined" onClick={() => setOpen('verify')} disabled={busy}>
            Mark verified
          </Button>
        )}
        {verified && (
          <Button variant="outlined" onClick={unverify} disabled={busy}>
            Remove badge
          </Button>
        )}
      </Stack>
      {from === 'unsubmitted' && (
        <Typography variant="body2" color="text.secondary">
          The owner has not paid for this listing yet: there is nothing to review.
        </Typography>
      )}
      <ReasonDialog
        open={open === 'reject'}
        title="Reject this listing?"
        text="It stays off the site. The owner is mailed this reason, sees it in My Listings, and can edit and send the listing again."
        confirmLabel="Reject"
        hint="The owner reads this (3 to 500 characters)."
        onClose={() => setOpen(null)}
        onSubmit={withReason(rejectListing)}
      />
      <ReasonDialog
        open={open === 'suspend'}
        title="Suspend this listing?"
        text="It leaves search and its page at once. The owner is mailed this reason."
        confirmLabel="Suspend"
        hint="The owner reads this (3 to 500 characters)."
        onClose={() => setOpen(null)}
        onSubmit={withReason(suspendListing)}
      />
      <VerifyDialog open={open === 'verify'} onClose={() => setOpen(null)} onSubmit={verify} />
    </Stack>
  );
}
