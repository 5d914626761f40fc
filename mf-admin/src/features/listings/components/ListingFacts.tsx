import { formatDate, type Listing, listingTypeLabel, rupees } from '@basera/shared';
import { Box, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';

type Fact = [label: string, value: string | number | null | undefined];

const shown = (value: Fact[1]) => value !== null && value !== undefined && value !== '';

/** The listing as its owner described it: the facts a reviewer checks against the photos and the price. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const facts: Fact[] = [
    ['Listing ID', listing.listing_id],
    ['Type', listingTypeLabel(listing.property_type)],
    ['Listing status', listing.status],
    ['Posted', formatDate(listing.post_created_at)],
    [
      'Monthly from',
      listing.monthly_charge_min === null ? null : `Rs. ${rupees(listing.monthly_charge_min)}`,
    ],
    [
      'Security deposit',
      listing.security_deposit === null ? null : `Rs. ${rupees(listing.security_deposit)}`,
    ],
    ['Deposit refund', listing.deposit_refund_terms],
    ['Notice period', listing.notice_period_days === null ? null : `${listing.notice_period_days} days`],
    ['For', listing.accommodation_gender],
    ['Occupation', listing.accommodation_occupation],
    ['Minimum age', listing.minimum_age],
    ['Sharing', listing.room_sharing_status],
    ['Rooms with AC', listing.total_rooms_ac],
    ['Rooms without AC', listing.total_rooms_non_ac],
    ['Food served', listing.food_served],
    ['Food type', listing.food_type],
    ['Price with food', listing.price_with_food],
    ['Gate closes', listing.gate_closing_time],
    ['Visitors', listing.visitors_allowed],
    ['Affiliated', listing.affiliated],
    ['Free beds now', listing.free_beds_now],
  ];
  const extras = [
    ...(listing.amenities ?? []).map((item) => item.amenities_name),
    ...(listing.facilities ?? []).map((item) => item.facilities_name),
  ];
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
          '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
          '& dd': { m: 0, wordBreak: 'break-word' },
        }}
      >
        {facts
          .filter(([, value]) => shown(value))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Box>
      {listing.pg_description && (
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {listing.pg_description}
        </Typography>
      )}
      {listing.affiliation_details && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          Affiliation: {listing.affiliation_details}
        </Typography>
      )}
      {extras.length > 0 && (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Amenities">
          {extras.map((name) => (
            <Chip key={name} size="small" variant="outlined" label={name} />
          ))}
        </Stack>
      )}
      {listing.video_link && (
        <Link href={listing.video_link} target="_blank" rel="noopener">
          Video tour
        </Link>
      )}
    </Stack>
  );
}
