import { errorMessage, formatDate, LoadError, type OwnListing, rupees, toast } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { Alert, Box, Card, CardActionArea, Skeleton, Typography } from '@basera/shared/ui';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useState } from 'react';
import { subscribe, usePlans } from '../calls/subscription';
import { SaveBar } from './fields';

export const OWN_LISTINGS_PATH = '/user/view-all-listing';

/** The pay button's words: publish a draft, renew a listing that was published before. */
export const payLabel = (price: number, published: boolean) =>
  `Pay Rs. ${rupees(price)} and ${published ? 'renew' : 'publish'}`;

/** After a payment that put the listing into the review queue (the API answers review 'pending'). */
export const REVIEW_AFTER_PAYMENT =
  'Payment received. Your listing goes live once our team has reviewed it, usually within a day.';

/** What the box above the plans says of a listing published before: how long it is paid for, and its review. */
function paidLine(listing: OwnListing): string {
  const until = formatDate(listing.expires_at);
  if (listing.status === 'expired')
    return `This listing's subscription ended on ${until}. Renew to show it again.`;
  if (listing.review === 'pending')
    return `This listing is waiting for review and paid until ${until}. Renewing adds the plan's days.`;
  if (listing.review === 'rejected' || listing.review === 'suspended')
    return `This listing is not in search (see My Listings) and paid until ${until}. Renewing adds the plan's days.`;
  return `This listing is live until ${until}. Renewing adds the plan's days.`;
}

/**
 * Step 7: choose a plan and pay; the listing goes live, or into the review queue first (it is then told so), or
 * its subscription runs longer.
 */
export function SubscriptionForm({ listing }: { listing: OwnListing }) {
  const { plans, isLoading, error, retry } = usePlans();
  const [chosen, setChosen] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const published = listing.status !== 'draft';
  const plan = plans.find((item) => item.id === chosen) ?? null;

  const pay = async () => {
    if (!plan) {
      setFailure('Choose a plan');
      return;
    }
    setFailure(null);
    setPaying(true);
    try {
      const answer = await subscribe(listing.id, plan.id);
      // Into the review queue: the Lister is told it goes live once reviewed (the API's words when they say so).
      const queued = answer.data?.property?.review === 'pending';
      toast.success(queued && !/review/i.test(answer.message) ? REVIEW_AFTER_PAYMENT : answer.message);
      navigate(OWN_LISTINGS_PATH);
    } catch (failed) {
      const message = errorMessage(failed, 'The payment could not be completed. Please try again.');
      setFailure(message);
      toast.error(message);
      setPaying(false);
    }
  };

  if (error) return <LoadError message="The plans could not be loaded." onRetry={retry} />;
  return (
    <Box>
      {published && listing.expires_at && (
        <Alert severity={listing.status === 'expired' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {paidLine(listing)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose how long your listing stays live. A new listing appears in search once our team has reviewed
        it.
      </Typography>
      <Box
        role="radiogroup"
        aria-label="Plans"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {isLoading
          ? [1, 2, 3, 4].map((key) => <Skeleton key={key} variant="rounded" height={140} />)
          : plans.map((item) => {
              const selected = item.id === chosen;
              return (
                <Card
                  key={item.id}
                  variant="outlined"
                  sx={{
                    borderColor: selected ? 'primary.main' : undefined,
                    borderWidth: selected ? 2 : 1,
                    bgcolor: selected ? 'action.selected' : undefined,
                  }}
                >
                  <CardActionArea
                    role="radio"
                    aria-checked={selected}
                    aria-label={`${item.name}, ${item.duration_days} days, Rs. ${rupees(item.price)}`}
                    onClick={() => {
                      setChosen(item.id);
                      setFailure(null);
                    }}
                    sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1 }}
                  >
                    {/* The card is the radio: its mark is a picture, not a second control inside it. */}
                    {selected ? (
                      <RadioButtonChecked fontSize="small" color="primary" sx={{ mt: 0.25 }} />
                    ) : (
                      <RadioButtonUnchecked fontSize="small" color="action" sx={{ mt: 0.25 }} />
                    )}
                    <Box sx={{ flex: 1 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                        {item.name}
                      </Typography>
                      <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
                        Rs. {rupees(item.price)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.duration_days} days
                      </Typography>
                      {item.description && (
                        <Typography variant="body2" sx={{ mt: 1 }}>
                          {item.description}
                        </Typography>
                      )}
                    </Box>
                  </CardActionArea>
                </Card>
              );
            })}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <SaveBar
        saving={paying}
        disabled={isLoading}
        onClick={() => void pay()}
        label={plan ? payLabel(plan.price, published) : published ? 'Renew' : 'Choose a plan to publish'}
      />
    </Box>
  );
}
