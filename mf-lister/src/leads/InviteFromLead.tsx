import { THREAD_MAX_WIDTH, useThread } from '@basera/shared/enquiries';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { Box, Button } from '@basera/shared/ui';
import { useMemo, useState } from 'react';
import { InviteDialog, type InviteTarget } from '../reviews/InviteDialog';
import { invitePhone } from '../reviews/model';

/**
 * Above a lead's conversation: "Invite a resident to review" for the thread's listing, the lead's phone (the
 * thread's seeker_contact) filled in: a seeker who moved in can then review it as "Stayed here". The thread
 * comes from the same swr entry as the conversation below, so nothing is read twice.
 */
export function InviteFromLead({ threadId }: { threadId: number }) {
  const { thread } = useThread(threadId);
  const [open, setOpen] = useState(false);
  const propertyId = thread?.property_id;
  const name = thread?.listing_name;
  const phone = thread?.seeker_contact?.phone;
  const target = useMemo<InviteTarget | null>(
    () =>
      open && propertyId !== undefined && name !== undefined
        ? { id: propertyId, name, contact: invitePhone(phone) }
        : null,
    [open, propertyId, name, phone],
  );
  if (thread?.role !== 'owner') return null;
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: THREAD_MAX_WIDTH,
        mx: 'auto',
        display: 'flex',
        justifyContent: 'flex-end',
        // From sm the button takes no room: it sits level with the thread's way back, at the right.
        position: 'relative',
        height: { sm: 0 },
        mb: { xs: 1, sm: 0 },
      }}
    >
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ position: { sm: 'absolute' }, top: { sm: -4 }, right: 0, zIndex: 1 }}
      >
        {M.inviteAction}
      </Button>
      <InviteDialog target={target} onClose={() => setOpen(false)} />
    </Box>
  );
}
