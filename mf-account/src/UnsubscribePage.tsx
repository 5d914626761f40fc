import {
  ApiError,
  apiRequest,
  errorMessage,
  type NoProps,
  PageHeader,
  type UnsubscribeInfo,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { NOTIFICATION_SETTINGS_PATH, NOTIFY_API, NOTIFY_MESSAGES } from '@basera/shared/rules';
import { Box, Button, CircularProgress, Container, Paper, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useCallback, useEffect, useRef, useState } from 'react';

type Phase =
  | { kind: 'working' }
  | { kind: 'done'; info: UnsubscribeInfo }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

/** GET and POST /unsubscribe/:token answer what the link stops as `data` (POST with its message). */
interface InfoResponse {
  status: boolean;
  data: UnsubscribeInfo;
  message?: string;
}

const tokenPath = (token: string) => NOTIFY_API.unsubscribe.replace(':token', encodeURIComponent(token));

/** A token the server does not know (or one that is not a token at all). */
const isUnknown = (error: unknown) =>
  error instanceof ApiError && [400, 404, 410, 422].includes(error.status);

/**
 * /unsubscribe/:token, the opt-out link every message carries. It works signed out. Opening the page is the one
 * click: it reads what the link stops, then stops it with a POST. A mail scanner that only fetches the link
 * never runs the page, so it stops nothing.
 */
export default function UnsubscribePage(_props: NoProps) {
  usePageMeta('Unsubscribe', null);
  const { token = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPhase({ kind: 'working' });
    try {
      const path = tokenPath(token);
      const { data: info } = await apiRequest<InfoResponse>(path);
      const done = info.done ? info : (await apiRequest<InfoResponse>(path, { method: 'POST' })).data;
      setPhase({ kind: 'done', info: { ...info, ...done, done: true } });
    } catch (error) {
      setPhase(
        isUnknown(error)
          ? { kind: 'unknown' }
          : { kind: 'failed', message: errorMessage(error, 'We could not unsubscribe you just now.') },
      );
    } finally {
      running.current = false;
    }
  }, [token]);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <>
      <PageHeader title="Unsubscribe" />
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {phase.kind === 'working' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
              <CircularProgress size={28} aria-label="Unsubscribing" />
              <Typography>Unsubscribing…</Typography>
            </Box>
          )}
          {phase.kind === 'done' && (
            <>
              <Typography variant="h3" component="h2" role="status" sx={{ mb: 1 }}>
                {NOTIFY_MESSAGES.unsubscribed}
              </Typography>
              <Typography sx={{ mb: 2 }}>You will no longer get {phase.info.what}.</Typography>
              <Button component={RouterLink} to={NOTIFICATION_SETTINGS_PATH} variant="outlined">
                Notification settings
              </Button>
            </>
          )}
          {phase.kind === 'unknown' && (
            <>
              <Alert severity="warning" sx={{ mb: 2 }}>
                {NOTIFY_MESSAGES.unsubscribeUnknown}
              </Alert>
              <Button component={RouterLink} to={NOTIFICATION_SETTINGS_PATH} variant="outlined">
                Notification settings
              </Button>
            </>
          )}
          {phase.kind === 'failed' && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => void run()}>
                  Retry
                </Button>
              }
            >
              {phase.message}
            </Alert>
          )}
        </Paper>
      </Container>
    </>
  );
}
