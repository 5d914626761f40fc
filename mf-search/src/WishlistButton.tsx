import { apiRequest, errorMessage, openModalBox, toast, useAuthStore } from '@basera/shared';
import { IconButton } from '@basera/shared/ui';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';

/** Adds to or removes from the shortlist, with the server's message as a toast; signed out, opens login. */
export function WishlistButton({ propertyId, initial }: { propertyId: number; initial: boolean }) {
  const token = useAuthStore((state) => state.token);
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const shown = Boolean(token) && saved;

  const toggle = async () => {
    if (!token) {
      openModalBox('login');
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest<{ status: boolean; message: string; data: { wishlisted: boolean } }>(
        '/wishlist/toggle',
        { method: 'POST', body: { property_id: propertyId, action: shown ? 'remove' : 'add' } },
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
