import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Link, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { useState } from 'react';
import type { AdminListingSummary } from '../api/getListings';
import { reviewPath } from './ListingSummaryCard';
import { REVIEW_STATE_COLORS, REVIEW_STATE_LABELS } from './reviewState';

/** How many look-alikes show before "Show all". */
export const LOOK_ALIKES_SHOWN = 5;

/**
 * Other listings that share something with this one (its phone, a photo's bytes), each linking to its review;
 * the first few, the rest behind "Show all N".
 */
export function LookAlikes({
  listings,
  empty,
  label,
}: {
  listings: AdminListingSummary[];
  empty: string;
  label: string;
}) {
  const [all, setAll] = useState(false);
  if (!listings.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  const shown = all ? listings : listings.slice(0, LOOK_ALIKES_SHOWN);
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {shown.map((listing) => (
          <Box
            component="li"
            key={listing.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link
              component={RouterLink}
              to={reviewPath(listing.id)}
              sx={{ fontWeight: 600, wordBreak: 'break-word' }}
            >
              {listing.property_name}
            </Link>
            <Chip
              size="small"
              color={REVIEW_STATE_COLORS[listing.review]}
              label={REVIEW_STATE_LABELS[listing.review]}
            />
            <Typography variant="body2" color="text.secondary">
              {[listing.locality, listing.city].filter(Boolean).join(', ')}
              {listing.owner ? ` · ${listing.owner.name}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
      {listings.length > LOOK_ALIKES_SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
          {all ? 'Show fewer' : `Show all ${listings.length}`}
        </Button>
      )}
    </>
  );
}
