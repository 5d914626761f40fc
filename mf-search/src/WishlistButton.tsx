import { apiRequest, errorMessage, openModalBox, toast, useAuthStore } from '@basera/shared';
import { IconButton } from '@basera/shared/ui';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';

/** What the login box says when the heart opens it. */
export const SAVE_REASON = 'Sign in to save this place';

/**
 * Adds to or removes from the shortlist, with the server's message as a toast. Signed out, it opens login with
 * its reason, and once the user is signed in (or signed up) it saves this place: same page, heart filled.
 */
export function WishlistButton({ propertyId, initial }: { propertyId: number; initial: boolean }) {
  const token = useAuthStore((state) => state.token);
  const [saved, setSaved] = useState(initial);
  // A fresh answer (the results read again after a sign-in) says what the server has: it wins over the click's.
  const [given, setGiven] = useState(initial);
  if (initial !== given) {
    setGiven(initial);
    setSaved(initial);
  }
  const [busy, setBusy] = useState(false);
  const shown = Boolean(token) && saved;

  const send = async (action: 'add' | 'remove') => {
    setBusy(true);
    try {
      const response = await apiRequest<{ status: boolean; message: string; data: { wishlisted: boolean } }>(
        '/wishlist/toggle',
        { method: 'POST', body: { property_id: propertyId, action } },
      );
      setSaved(response.data.wishlisted);
      if (response.status) toast.success(response.message);
      else toast.error(response.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    if (!token) {
      // The click's intent outlives this render (and mf-auth's loading): it adds, whatever was shown.
      openModalBox('login', { reason: SAVE_REASON, resume: () => void send('add') });
      return;
    }
    void send(shown ? 'remove' : 'add');
  };

  return (
    <IconButton
      onClick={toggle}
      disabled={busy}
      aria-pressed={shown}
      aria-label={shown ? 'Remove from shortlist' : 'Add to shortlist'}
      sx={{
        color: shown ? 'error.main' : 'text.secondary',
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {shown ? <Favorite /> : <FavoriteBorder />}
    </IconButton>
  );
}
