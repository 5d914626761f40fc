import { formatDate, LoadError, type OwnListing, rupees, type SubscriptionPlan } from '@basera/shared';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@basera/shared/ui';
import { useState } from 'react';
import { usePlans } from '../calls/subscription';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';
import { hasExpired } from './model';

export interface RenewDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** Pays for the plan; resolves true when the renewal went through (the dialog then closes). */
  onRenew: (listing: OwnListing, plan: SubscriptionPlan) => Promise<boolean>;
}

/** The plans with price and days; paying extends the listing from the later of today and its current end. */
export function RenewDialog({ listing: current, onClose, onRenew }: RenewDialogProps) {
  const listing = useLastShown(current);
  const open = current !== null;
  const { plans, error, isLoading, retry } = usePlans(open);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = plans.find((plan) => plan.id === chosenId) ?? plans[0];

  const pay = async () => {
    if (!listing || !chosen) return;
    setBusy(true);
    const done = await onRenew(listing, chosen);
    setBusy(false);
    if (done) {
      setChosenId(null);
      onClose();
    }
  };
  const running = listing && !hasExpired(listing);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: phoneDialogPaper } }}
    >
      <DialogTitle>Renew {listing?.accommodation_name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {running
            ? `The new plan starts when the current one ends (${formatDate(listing.expires_at)}).`
            : 'The listing goes live again as soon as you pay, for the days of the plan.'}
        </DialogContentText>
        {isLoading && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} />
            <Typography>Loading plans...</Typography>
          </Stack>
        )}
        {Boolean(error) && <LoadError message="We could not load the plans." onRetry={retry} />}
        {plans.length > 0 && (
          <RadioGroup
            aria-label="Plans"
            value={String(chosen?.id ?? '')}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {plans.map((plan) => (
              <FormControlLabel
                key={plan.id}
                value={String(plan.id)}
                control={<Radio />}
                sx={{
                  alignItems: 'flex-start',
                  m: 0,
                  mb: 1,
                  py: 0.75,
                  pr: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: plan.id === chosen?.id ? 'primary.main' : 'divider',
                  '& .MuiRadio-root': { py: 0.25 },
                }}
                label={
                  <span>
                    <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                      {plan.name} · Rs. {rupees(plan.price)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {plan.duration_days} days. {plan.description}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={pay} disabled={busy || !chosen}>
          {busy ? 'Please wait...' : chosen ? `Pay Rs. ${rupees(chosen.price)} and renew` : 'Renew'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
