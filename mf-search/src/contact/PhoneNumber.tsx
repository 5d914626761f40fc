import { type Listing, openModalBox, useAuthStore } from '@basera/shared';
import { ENQUIRY_MESSAGES } from '@basera/shared/rules';
import { Box, Button, Link } from '@basera/shared/ui';
import Phone from '@mui/icons-material/Phone';
import type { ComponentProps } from 'react';
import { useIsPreview } from '../details/preview';
import { useCallBeacon } from './ContactScope';

type Sx = ComponentProps<typeof Box>['sx'];

/**
 * One of the owner's numbers: a tap-to-call link for a signed-in user (the tap also counts the call for the
 * owner), or, for a visitor, the masked number the API sends ("98••••••10") as plain text: there is nothing to
 * call yet. In the owner's preview, the number as text too.
 */
export function PhoneNumber({
  listing,
  phone,
  sx,
}: {
  listing: Pick<Listing, 'propty_id' | 'contact_hidden'>;
  phone: string;
  sx?: Sx;
}) {
  const beacon = useCallBeacon(listing.propty_id);
  // A preview calls nobody and counts no call: the number as text.
  const preview = useIsPreview();
  if (listing.contact_hidden || preview)
    return (
      <Box component="span" sx={sx}>
        {phone}
      </Box>
    );
  return (
    <Link href={`tel:${phone}`} onClick={beacon} sx={sx}>
      {phone}
    </Link>
  );
}

/**
 * "Sign in to call": opens the login box saying so. Signed in, the page reads the listing again (its request
 * names the viewer) and shows the real numbers as links, where the user was.
 */
export function SignInToCall(props: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  // Just signed in, the masked numbers stay until the listing is read again: nothing to sign in to meanwhile.
  const signedIn = useAuthStore((state) => Boolean(state.token));
  if (signedIn) return null;
  return (
    <Button
      startIcon={<Phone />}
      {...props}
      onClick={() => openModalBox('login', { reason: ENQUIRY_MESSAGES.signInToCall })}
    >
      {ENQUIRY_MESSAGES.signInToCall}
    </Button>
  );
}
