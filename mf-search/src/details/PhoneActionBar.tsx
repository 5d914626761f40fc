import { Box, Button } from '@basera/shared/ui';
import Phone from '@mui/icons-material/Phone';
import { WishlistButton } from '../WishlistButton';
import type { DetailListing } from './types';

/**
 * On phones, what a seeker does next, always in reach: call the owner (tap-to-call) and shortlist the place.
 * Sticky to the bottom of the page, not fixed: at the page's end it stops above the footer instead of covering it.
 */
export function PhoneActionBar({ property }: { property: DetailListing }) {
  const phone = property.contact_no_1 ?? property.contact_no_2;
  return (
    <Box
      role="region"
      aria-label="Call or shortlist"
      data-testid="phone-action-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      {phone && (
        <Button
          component="a"
          href={`tel:${phone}`}
          variant="contained"
          startIcon={<Phone />}
          sx={{ flex: 1 }}
        >
          Call {phone}
        </Button>
      )}
      <WishlistButton propertyId={property.propty_id} initial={property.is_wishlisted} />
    </Box>
  );
}
