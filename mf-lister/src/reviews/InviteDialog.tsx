import { ApiError, errorMessage, formatDate, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { type ReviewInviteInput, reviewInviteSchema } from '@basera/shared/schemas';
import { Box, Button, CircularProgress, Typography } from '@basera/shared/ui';
import {
  Alert,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { phoneDialogPaper } from '../own-listings/dialog';
import { useLastShown } from '../own-listings/last-shown';
import { type SentInvitation, useInvitations } from './calls/invitations';
import { useSendInvitation } from './calls/sendInvitation';

/** The listing a resident is invited to review. */
export interface InviteTarget {
  id: number;
  name: string;
  /** The contact to start with (a lead's phone). */
  contact?: string;
}

export interface InviteDialogProps {
  /** null: closed. */
  target: InviteTarget | null;
  onClose: () => void;
  now?: Date;
}

/** "Accepted", "Not used yet" or "Link expired". */
function invitationMark(invitation: SentInvitation, now: Date) {
  if (invitation.accepted) return { label: M.inviteAccepted, color: 'success' as const };
  if (new Date(invitation.expires_at) <= now) return { label: M.inviteExpired, color: 'default' as const };
  return { label: M.inviteWaiting, color: 'default' as const };
}

/** The invitations already sent for the listing, the newest send first, each with whether it was used. */
function SentList({ propertyId, now }: { propertyId: number; now: Date }) {
  const { invitations, error, retry } = useInvitations(propertyId);
  const headingId = useId();
  if (error !== undefined)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {M.invitesSent}:{' '}
        <Button size="small" onClick={retry}>
          Retry
        </Button>
      </Typography>
    );
  if (!invitations)
    return (
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={20} aria-label={M.invitesSent} />
      </Box>
    );
  if (invitations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {M.invitesSent}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invitations.map((invitation) => {
          const mark = invitationMark(invitation, now);
          return (
            <Box
              component="li"
              key={invitation.contact}
              data-testid="sent-invitation"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.75,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {invitation.contact}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={invitation.created_at}>{formatDate(invitation.created_at)}</time>
                </Typography>
              </Box>
              <Chip
                size="small"
                variant={invitation.accepted ? 'filled' : 'outlined'}
                color={mark.color}
                label={mark.label}
                sx={{ flexShrink: 0 }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * "Invite a resident to review": the owner types a resident's email or phone (checked with the shared
 * `reviewInviteSchema`), and the API sends them a link; their review will be marked "Stayed here". Opened from
 * My Listings (a live listing's menu), a lead's conversation (the lead's phone filled in) and the reviews page.
 * Under the field, the invitations already sent for the listing, accepted ones marked. The dialog stays open
 * after a send, the field cleared, so several residents can be invited in a row.
 */
export function InviteDialog({ target: current, onClose, now = new Date() }: InviteDialogProps) {
  const target = useLastShown(current);
  const sendInvitation = useSendInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<ReviewInviteInput>({
    resolver: zodResolver(reviewInviteSchema),
    defaultValues: { contact: '' },
  });
  useEffect(() => {
    if (current) {
      reset({ contact: current.contact ?? '' });
      setFailure(null);
    }
  }, [current, reset]);

  const send = handleSubmit(async (input) => {
    if (!target) return;
    setFailure(null);
    try {
      const answer = await sendInvitation(target.id, input);
      toast.success(answer?.message ?? M.inviteSent);
      reset({ contact: '' });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('contact') : undefined;
      if (field) setError('contact', { message: field }, { shouldFocus: true });
      else if (error instanceof ApiError && (error.status === 409 || error.status === 429))
        setFailure(error.message || (error.status === 409 ? M.inviteNotPublic : M.inviteTooMany));
      else toast.error(errorMessage(error, 'Something went wrong'));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open={current !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: send, sx: phoneDialogPaper } as object,
      }}
    >
      <DialogTitle>{M.inviteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{target ? M.inviteText(target.name) : null}</DialogContentText>
        {failure && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="contact"
          label={M.inviteContact}
          fullWidth
          autoComplete="off"
          disabled={busy}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        {target && <SentList propertyId={target.id} now={now} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Sending...' : M.inviteSend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
