import {
  apiFetcher,
  apiRequest,
  type BedAlertState,
  errorMessage,
  openModalBox,
  toast,
  useAuthStore,
} from '@basera/shared';
import { NOTIFY_API } from '@basera/shared/rules';
import { Button } from '@basera/shared/ui';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { useState } from 'react';
import useSWR from 'swr';

export const BED_ALERT_LABEL = 'Tell me when a bed frees up';
export const BED_ALERT_REASON = 'Sign in to be told when a bed frees up';

const pathOf = (id: number) => NOTIFY_API.bedAlert.replace(':id', String(id));

/** Whether a listing is full: it lists its beds and none is free today (a Mess has no beds). */
export const isFull = (listing: { beds?: unknown[] | null; free_beds_now: number }) =>
  (listing.beds?.length ?? 0) > 0 && listing.free_beds_now === 0;

/**
 * "Tell me when a bed frees up" on a full listing's page: on or off for the signed-in seeker (told once, then the
 * alert is done). Signed out, the login box opens and the alert is turned on once signed in.
 */
export function BedAlertToggle({ listingId }: { listingId: number }) {
  const token = useAuthStore((state) => state.token);
  const path = pathOf(listingId);
  const { data, mutate } = useSWR<{ data: BedAlertState }>(token ? path : null, apiFetcher);
  const on = Boolean(token && data?.data.on);
  const [busy, setBusy] = useState(false);

  const set = async (next: boolean) => {
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string; data: BedAlertState }>(path, {
        method: next ? 'PUT' : 'DELETE',
      });
      await mutate({ data: answer.data }, { revalidate: false });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };
  const click = () => {
    if (!token) openModalBox('login', { reason: BED_ALERT_REASON, resume: () => void set(true) });
    else void set(!on);
  };

  return (
    <Button
      variant={on ? 'contained' : 'outlined'}
      disableElevation
      onClick={click}
      disabled={busy}
      aria-pressed={on}
      startIcon={on ? <NotificationsActive /> : <NotificationsNone />}
      sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
    >
      {BED_ALERT_LABEL}
    </Button>
  );
}
