import { formatDate, type OwnListing, type SubscriptionPlan } from '@basera/shared';
import { Typography } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import { afterRenewal } from './rules';

/** Under the plans of a published listing: the dates the chosen plan gives it, so "renew" has no surprise. */
export function RenewalNote({
  plan,
  listing,
  sx = { mt: 2 },
}: {
  plan: SubscriptionPlan;
  listing: Pick<OwnListing, 'expires_at' | 'featured_until'>;
  sx?: SxProps<Theme>;
}) {
  const { liveUntil, featuredUntil } = afterRenewal(plan, listing);
  const live = formatDate(liveUntil.toISOString());
  return (
    <Typography variant="body2" color="text.secondary" sx={sx} aria-live="polite">
      {featuredUntil
        ? `With ${plan.name}: Featured until ${formatDate(featuredUntil.toISOString())}, live until ${live}.`
        : `With ${plan.name}: live until ${live}.`}
    </Typography>
  );
}
