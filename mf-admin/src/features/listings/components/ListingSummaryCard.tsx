import { LazyImage, listingTypeLabel } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Card, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import type { ReactNode } from 'react';
import type { AdminListingSummary } from '../api/getListings';
import { ago } from './ago';
import {
  priceRangeText,
  REVIEW_STATE_COLORS,
  REVIEW_STATE_LABELS,
  VERIFICATION_REQUESTED,
} from './reviewState';

/** Shown where a listing has no photo: an inline picture, so it needs no request. */
export const NO_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"%3E%3Crect width="480" height="320" fill="%23e5e7eb"/%3E%3Cpath d="M160 220l60-70 45 50 35-35 60 55z" fill="%239ca3af"/%3E%3C/svg%3E';

export const reviewPath = (id: number) => `/admin/listings/${id}`;

/**
 * A listing in one of the console's lists (the queue, a report, a user's listings, look-alikes): photo, name
 * (linking to its review), type, place, price, owner and when it was submitted. A row on every width: a small
 * photo beside the text, so a phone shows several listings at once.
 */
export function ListingSummaryCard({
  listing,
  showState = true,
  showOwner = true,
  children,
}: {
  listing: AdminListingSummary;
  /** The review state's chip (the queue's tabs already say it). */
  showState?: boolean;
  /** The owner's line (a user's own page already says whose listings these are). */
  showOwner?: boolean;
  /** Extra lines under the facts (a reason, a badge). */
  children?: ReactNode;
}) {
  const place = [listing.locality, listing.city].filter(Boolean).join(', ');
  const submitted = ago(listing.submitted_at);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={listing.property_name}
      sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, p: { xs: 1.5, sm: 2 }, alignItems: 'flex-start' }}
    >
      <LazyImage
        src={listing.photo ?? NO_PHOTO}
        alt=""
        width={480}
        height={320}
        sx={{
          width: { xs: 88, sm: 160 },
          height: { xs: 66, sm: 120 },
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: 'grey.200',
        }}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={reviewPath(listing.id)}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, wordBreak: 'break-word' }}
        >
          {listing.property_name}
        </Link>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={listingTypeLabel(listing.property_type)} />
          {showState && (
            <Chip
              size="small"
              color={REVIEW_STATE_COLORS[listing.review]}
              label={REVIEW_STATE_LABELS[listing.review]}
            />
          )}
          {listing.verified_at && <Chip size="small" color="primary" label="Verified" />}
          {listing.verification_requested_at && !listing.verified_at && (
            <Chip size="small" color="info" variant="outlined" label={VERIFICATION_REQUESTED} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {place || 'No place given'} ·{' '}
          {priceRangeText(listing.monthly_charge_min, listing.monthly_charge_max)}
        </Typography>
        {showOwner && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {listing.owner
              ? `Owner: ${listing.owner.name || 'No name'}${listing.owner.phone ? ` · ${listing.owner.phone}` : ''}`
              : 'Owner account deleted'}
          </Typography>
        )}
        {submitted && (
          <Typography variant="body2" color="text.secondary">
            Submitted{' '}
            <Box component="time" dateTime={listing.submitted_at ?? undefined}>
              {submitted}
            </Box>
          </Typography>
        )}
        {listing.review_reason && listing.review !== 'approved' && (
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            Reason: {listing.review_reason}
          </Typography>
        )}
        {children}
      </Stack>
    </Card>
  );
}
