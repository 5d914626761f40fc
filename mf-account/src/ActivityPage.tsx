import { apiFetcher, apiRequest, formatDateTime, LoadError, type NoProps, toast } from '@basera/shared';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@basera/shared/ui';
import { Chip, Divider } from '@basera/shared/ui-more';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureText } from './failure';

export interface AccountSession {
  id: number;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

export interface AccountEvent {
  id: number;
  kind: string;
  detail: string | null;
  device: string;
  ip: string | null;
  created_at: string;
}

export const SESSIONS_PATH = '/sessions';
export const EVENTS_PATH = '/account-events';

/** The API's event kinds in words; an unknown kind shows as it is, capitalised. */
const EVENT_LABELS: Record<string, string> = {
  'account created': 'Account created',
  'signed in': 'Signed in',
  'failed sign-in': 'Failed sign-in attempt',
  'password reset': 'Password reset',
  'password changed': 'Password changed',
  'profile updated': 'Profile updated',
  'profile photo updated': 'Profile photo updated',
  'session ended': 'Session signed out',
  'other sessions ended': 'Other sessions signed out',
};
export const eventLabel = (kind: string) =>
  EVENT_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

const Loading = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/**
 * /user/activities (Your Activities; the spec gives the menu entry no target): where the account is signed in,
 * each session with its device and last use and a button to sign it out, and the recent account events.
 */
export default function ActivityPage(_props: NoProps) {
  const sessions = useSWR<{ data: AccountSession[] }>(SESSIONS_PATH, apiFetcher);
  const events = useSWR<{ data: AccountEvent[] }>(EVENTS_PATH, apiFetcher);
  const [busy, setBusy] = useState<number | 'others' | null>(null);

  const act = async (which: number | 'others') => {
    setBusy(which);
    try {
      const response = await apiRequest<{ message: string }>(
        which === 'others' ? '/sessions/end-others' : `${SESSIONS_PATH}/${which}`,
        { method: which === 'others' ? 'POST' : 'DELETE' },
      );
      toast.success(response.message);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(null);
      await Promise.all([sessions.mutate(), events.mutate()]);
    }
  };

  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <AccountLayout title="Your Activities">
      <Stack spacing={3}>
        <Section
          title="Where you are signed in"
          action={
            others > 0 && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                onClick={() => void act('others')}
                disabled={busy !== null}
              >
                {busy === 'others' ? 'Please wait...' : 'Sign out all other sessions'}
              </Button>
            )
          }
        >
          {sessions.error ? (
            <LoadError onRetry={() => void sessions.mutate()} message="We could not load your sessions." />
          ) : !sessions.data ? (
            <Loading label="Loading sessions" />
          ) : (
            <Stack
              component="ul"
              divider={<Divider />}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Sessions"
            >
              {list.map((session) => (
                <Stack
                  component="li"
                  key={session.id}
                  aria-label={session.device}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ py: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }}>{session.device}</Typography>
                      {session.current && <Chip size="small" color="success" label="This device" />}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      Last used {formatDateTime(session.last_used_at)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Signed in {formatDateTime(session.created_at)}
                      {session.ip ? ` · IP ${session.ip}` : ''}
                    </Typography>
                  </Box>
                  {!session.current && (
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => void act(session.id)}
                      disabled={busy !== null}
                      aria-label={`Sign out ${session.device}, last used ${formatDateTime(session.last_used_at)}`}
                      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                    >
                      {busy === session.id ? 'Please wait...' : 'Sign out'}
                    </Button>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </Section>

        <Section title="Recent account activity">
          {events.error ? (
            <LoadError onRetry={() => void events.mutate()} message="We could not load your activity." />
          ) : !events.data ? (
            <Loading label="Loading activity" />
          ) : events.data.data.length === 0 ? (
            <Typography color="text.secondary">No activity yet.</Typography>
          ) : (
            <Stack
              component="ul"
              divider={<Divider />}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Account events"
            >
              {events.data.data.map((event) => (
                <Box component="li" key={event.id} sx={{ py: 1.25 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {eventLabel(event.kind)}
                    {event.detail && (
                      <Typography component="span" color="text.secondary">
                        {` (${event.detail})`}
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                    {` · ${event.device}`}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      </Stack>
    </AccountLayout>
  );
}
