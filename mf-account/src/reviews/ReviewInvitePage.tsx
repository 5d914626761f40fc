import {
  ApiError,
  errorMessage,
  type LoginIntent,
  type NoProps,
  openModalBox,
  PageHeader,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { useLocation, useNavigate, useParams } from '@basera/shared/router';
import { RATING_MESSAGES as M, writeReviewPath } from '@basera/shared/rules';
import type { ReviewInvitationInfo } from '@basera/shared/types';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../failure';
import { acceptInvitation } from './calls/acceptInvitation';
import { useInvitation } from './calls/getInvitation';
import { ListingLine } from './ListingLine';

/** The server's own refusal (unknown or expired link, used by another account, the owner's own): said as text. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

type Accepting =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /review-invite/:token, the link in a resident's invitation (public). It says who invites them to review what;
 * signed out, "Sign in or sign up to write your review" opens the login box, which brings them back here; signed
 * in, the link is accepted for their account and the review form opens. A link that is unknown, expired, used by
 * another account or sent to the owner says so.
 */
export default function ReviewInvitePage(_props: NoProps) {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const info = useInvitation(token);
  const viewer = useAuthStore((state) => state.user?.id ?? null);
  const [accepting, setAccepting] = useState<Accepting>({ kind: 'idle' });
  // Another account on this tab (signed out, then in as someone else) tries the link afresh.
  useEffect(() => setAccepting({ kind: 'idle' }), [viewer]);
  const running = useRef(false);
  const invitation = info.data;
  const title = invitation ? M.invitePageTitle(invitation.listing.accommodation_name) : M.writeTitle;
  usePageMeta(title, null);

  const accept = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setAccepting({ kind: 'working' });
    try {
      const answer = await acceptInvitation(token);
      navigate(writeReviewPath(answer.data.property_id), { replace: true });
    } catch (error) {
      setAccepting(
        isRefusal(error)
          ? { kind: 'refused', message: errorMessage(error, M.inviteInvalid) }
          : { kind: 'failed', message: failureText(error) },
      );
    } finally {
      running.current = false;
    }
  }, [token, navigate]);

  const open = invitation && invitation.state !== 'expired';
  // Signed in (now, or after the login box): the link is taken for this account at once.
  useEffect(() => {
    if (signedIn && open && accepting.kind === 'idle') void accept();
  }, [signedIn, open, accepting.kind, accept]);

  const signInFirst = (listing: ReviewInvitationInfo['listing']) => {
    const intent: LoginIntent = { reason: M.invitePageTitle(listing.accommodation_name), to: pathname };
    openModalBox('login', intent);
  };

  let body: ReactNode;
  if (info.error && !invitation)
    body = isRefusal(info.error) ? (
      <Alert severity="warning" data-testid="invite-invalid">
        {M.inviteInvalid}
      </Alert>
    ) : (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void info.mutate()}>
            Retry
          </Button>
        }
      >
        {failureText(info.error)}
      </Alert>
    );
  else if (!invitation)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={M.writeTitle} />
      </Box>
    );
  else {
    const name = invitation.listing.accommodation_name;
    body = (
      <Stack spacing={2}>
        <ListingLine listing={invitation.listing} />
        {invitation.state === 'expired' ? (
          <Alert severity="warning" data-testid="invite-invalid">
            {M.inviteInvalid}
          </Alert>
        ) : (
          <Typography>{M.invitePageText(invitation.owner_name, name)}</Typography>
        )}
        {open && !signedIn && (
          <Button
            variant="contained"
            size="large"
            onClick={() => signInFirst(invitation.listing)}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {M.inviteSignIn}
          </Button>
        )}
        {open && signedIn && accepting.kind === 'working' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-label={M.writeTitle} />
            <Typography color="text.secondary">{M.writeTitle}…</Typography>
          </Box>
        )}
        {accepting.kind === 'refused' && (
          <Alert severity="warning" data-testid="invite-refused">
            {accepting.message}
          </Alert>
        )}
        {accepting.kind === 'failed' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void accept()}>
                Retry
              </Button>
            }
          >
            {accepting.message}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {body}
        </Paper>
      </Container>
    </>
  );
}
