import { LoadError, type OwnListing, type SubscriptionPlan } from '@basera/shared';
import { Button, CircularProgress, Stack, Typography } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import { useState } from 'react';
import { usePlans } from '../calls/subscription';
import { PlanPicker } from '../plans/PlanPicker';
import { RenewalNote } from '../plans/RenewalNote';
import { actionLabel, defaultPlan, orderPlans } from '../plans/rules';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';

export interface RenewDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** Renews with the plan (free for Basic, paid otherwise); resolves true when it went through (the dialog then closes). */
  onRenew: (listing: OwnListing, plan: SubscriptionPlan) => Promise<boolean>;
}

/** Step 7's plans again, Basic first and chosen: renew for free, or pay for visibility. */
export function RenewDialog({ listing: current, onClose, onRenew }: RenewDialogProps) {
  const listing = useLastShown(current);
  const open = current !== null;
  const { plans, error, isLoading, retry } = usePlans(open);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const ordered = orderPlans(plans);
  const chosen = ordered.find((plan) => plan.id === chosenId) ?? defaultPlan(ordered);

  const renew = async () => {
    if (!listing || !chosen) return;
    setBusy(true);
    const done = await onRenew(listing, chosen);
    setBusy(false);
    if (done) {
      setChosenId(null);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: phoneDialogPaper } }}
    >
      <DialogTitle>Renew {listing?.accommodation_name}</DialogTitle>
      <DialogContent dividers>
        {isLoading && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} />
            <Typography>Loading plans...</Typography>
          </Stack>
        )}
        {Boolean(error) && <LoadError message="We could not load the plans." onRetry={retry} />}
        {ordered.length > 0 && (
          <PlanPicker
            plans={ordered}
            chosen={chosen}
            onChoose={(plan) => setChosenId(plan.id)}
            layout="list"
          />
        )}
      </DialogContent>
      {/* Under the scrolling plans, so the dates of the chosen plan stay in sight beside the button. */}
      {listing && chosen && <RenewalNote plan={chosen} listing={listing} sx={{ px: 3, pt: 1.5 }} />}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={renew} disabled={busy || !chosen}>
          {busy ? 'Please wait...' : chosen ? actionLabel(chosen, true) : 'Renew'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
