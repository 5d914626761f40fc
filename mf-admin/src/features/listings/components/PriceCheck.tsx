import { listingTypeLabel, rupees } from '@basera/shared';
import { Box, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import type { PriceRange } from '../api/getListing';

/** Where a price sits against its locality's range: below, inside or above. */
export function priceVerdict(
  price: number | null,
  range: PriceRange | null,
): 'below' | 'above' | 'inside' | null {
  if (price === null || !range) return null;
  if (price < range.min) return 'below';
  if (price > range.max) return 'above';
  return 'inside';
}

/** The listing's monthly price against the typical range of public listings of its type in its locality. */
export function PriceCheck({
  price,
  range,
  type,
  locality,
}: {
  price: number | null;
  range: PriceRange | null;
  type: string;
  locality: string;
}) {
  const verdict = priceVerdict(price, range);
  const where = `${listingTypeLabel(type)} listings in ${locality || 'this locality'}`;
  return (
    <Stack spacing={1}>
      <Typography>
        This listing: <strong>{price === null ? 'no price' : `Rs. ${rupees(price)}`}</strong> a month
      </Typography>
      {range ? (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1,
              '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            <div>
              <dt>Lowest</dt>
              <dd>Rs. {rupees(range.min)}</dd>
            </div>
            <div>
              <dt>Median</dt>
              <dd>Rs. {rupees(range.median)}</dd>
            </div>
            <div>
              <dt>Highest</dt>
              <dd>Rs. {rupees(range.max)}</dd>
            </div>
          </Box>
          <Typography variant="body2" color="text.secondary">
            From {range.count} public {where}.
          </Typography>
          {verdict === 'below' && (
            <Alert severity="warning">Below the usual range: check for a bait price or a deposit scam.</Alert>
          )}
          {verdict === 'above' && <Alert severity="warning">Above the usual range for this locality.</Alert>}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No public {where} to compare with.
        </Typography>
      )}
    </Stack>
  );
}
