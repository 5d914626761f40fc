import { Box, Button } from '@basera/shared/ui';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Phone from '@mui/icons-material/Phone';
import { preloadEnquiryForm, useCallBeacon, useContact } from '../contact/ContactScope';
import { SignInToCall } from '../contact/PhoneNumber';
import { WishlistButton } from '../WishlistButton';
import { useIsPreview } from './preview';
import type { DetailListing } from './types';

/**
 * On phones, what a seeker does next, always in reach: call the owner (tap-to-call; "Sign in to call" for a
 * visitor), write to the owner (the contact dialog, on "Ask the owner", whose other tab books a visit) and
 * shortlist the place. One row at 360 px: the Call button shows its number from 600 px (its name always has
 * it), the ContactBox at the top of the page lists the numbers. Sticky to the bottom of the page, not fixed: at
 * the page's end it stops above the footer instead of covering it.
 */
export function PhoneActionBar({ property }: { property: DetailListing }) {
  const phone = property.contact_no_1 ?? property.contact_no_2;
  const { openEnquiry } = useContact();
  const beacon = useCallBeacon(property.propty_id);
  // In the owner's preview the Call button keeps its look but is no link (no call, no count).
  const preview = useIsPreview();
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
        gap: 1,
        px: 2,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      {phone &&
        (property.contact_hidden ? (
          <SignInToCall variant="contained" startIcon={null} sx={fill} />
        ) : (
          <Button
            component={preview ? 'button' : 'a'}
            href={preview ? undefined : `tel:${phone}`}
            onClick={preview ? undefined : beacon}
            aria-label={`Call ${phone}`}
            variant="contained"
            startIcon={<Phone />}
            sx={fill}
          >
            Call
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
              {` ${phone}`}
            </Box>
          </Button>
        ))}
      <Button
        variant="outlined"
        startIcon={phone ? undefined : <ChatBubbleOutline />}
        onClick={() =>
          openEnquiry({ propertyId: property.propty_id, name: property.accommodation_name }, 'ask')
        }
        onTouchStart={preloadEnquiryForm}
        onFocus={preloadEnquiryForm}
        sx={phone ? { flexShrink: 0, whiteSpace: 'nowrap' } : fill}
      >
        Contact owner
      </Button>
      <WishlistButton propertyId={property.propty_id} initial={property.is_wishlisted} />
    </Box>
  );
}

/** The bar's first button takes the room left: never two lines, never over the heart. */
const fill = { flex: '1 1 auto', minWidth: 0, whiteSpace: 'nowrap' } as const;
