import {
  ApiError,
  errorMessage,
  formatDate,
  formatDateTime,
  LoadError,
  toast,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { USER_TYPE_LABELS } from '@basera/shared/rules';
import { Box, Button, Link, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert, Chip } from '@basera/shared/ui-more';
import { useState } from 'react';
import { ago } from '../listings/components/ago';
import { ListingSummaryCard } from '../listings/components/ListingSummaryCard';
import { ReasonDialog } from '../listings/components/ReasonDialog';
import { Section } from '../listings/components/Section';
import { banUser, unbanUser } from './api/banUser';
import { useAdminUser } from './api/getUser';
import { ReportList } from './components/ReportList';

/** A user's listings shown before "Show all". */
const LISTINGS_SHOWN = 6;

/**
 * /admin/users/:id: an account and everything it touched (listings, threads, reports made and received, account
 * events), with "Ban" (a reason; every session ends, the listings leave the site) and "Unban".
 */
export default function UserPage() {
  const params = useParams();
  const id = Number(params.id);
  const { detail, error, isLoading, reload } = useAdminUser(id);
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const [allListings, setAllListings] = useState(false);
  usePageMeta(detail ? `User: ${detail.user.name || detail.user.email}` : 'User');

  if (!Number.isSafeInteger(id) || id <= 0)
    return <Typography>There is no user with this address.</Typography>;
  if (error && !detail)
    return (
      <LoadError
        onRetry={() => void reload()}
        message={errorMessage(error, 'We could not load this user.')}
      />
    );
  if (isLoading || !detail)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the user">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );

  const { user } = detail;
  /** The dialog's send: done -> toast and reload; already done by someone else (409) -> say so and reload. */
  const send = (call: () => Promise<{ message: string }>) => async () => {
    try {
      const answer = await call();
      setDialog(null);
      toast.success(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setDialog(null);
      toast.error(error.message);
    }
    await reload();
  };
  const facts: Array<[string, string]> = [
    ['Email', user.email],
    ['Phone', user.phone],
    ['Type', USER_TYPE_LABELS[user.user_type] ?? user.user_type],
    ['Joined', `${formatDate(user.created_at)} (${ago(user.created_at)})`],
    ['User ID', String(user.id)],
  ];

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/admin/users" sx={{ alignSelf: 'flex-start' }}>
        ← Back to users
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ wordBreak: 'break-word' }}>
          {user.name || 'No name'}
        </Typography>
        {user.banned_at && <Chip color="error" label="Banned" />}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Section title="Account">
          <Stack spacing={1.5}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, wordBreak: 'break-word' },
              }}
            >
              {facts
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Box>
                ))}
            </Box>
            {user.banned_at && (
              <Alert severity="error">
                Banned on {formatDate(user.banned_at)}
                {user.ban_reason ? `: ${user.ban_reason}` : ''}
              </Alert>
            )}
            {user.user_type !== 'Admin' && (
              <Box>
                {user.banned_at ? (
                  <Button variant="outlined" onClick={() => setDialog('unban')}>
                    Unban
                  </Button>
                ) : (
                  <Button variant="contained" color="error" onClick={() => setDialog('ban')}>
                    Ban
                  </Button>
                )}
              </Box>
            )}
          </Stack>
        </Section>
        <Section title={`Account events (${detail.events.length})`}>
          {detail.events.length ? (
            <Box
              component="ol"
              aria-label="Account events"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1,
                maxHeight: 360,
                overflowY: 'auto',
              }}
              tabIndex={0}
            >
              {detail.events.map((event, index) => (
                <Box component="li" key={`${event.created_at}-${index}`} sx={{ wordBreak: 'break-word' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {event.kind}
                    {event.detail ? `: ${event.detail}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(event.created_at)}
                    {event.ip ? ` · ${event.ip}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No account events.
            </Typography>
          )}
        </Section>
      </Box>
      <Section title={`Listings (${detail.listings.length})`}>
        {detail.listings.length ? (
          <Box
            component="ul"
            aria-label="Their listings"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {(allListings ? detail.listings : detail.listings.slice(0, LISTINGS_SHOWN)).map((listing) => (
              <li key={listing.id}>
                <ListingSummaryCard listing={listing} showOwner={false} />
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No listings.
          </Typography>
        )}
        {detail.listings.length > LISTINGS_SHOWN && (
          <Button size="small" onClick={() => setAllListings(!allListings)} sx={{ mt: 1.5 }}>
            {allListings ? 'Show fewer' : `Show all ${detail.listings.length} listings`}
          </Button>
        )}
      </Section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Section title={`Threads (${detail.threads.length})`}>
          {detail.threads.length ? (
            <Box
              component="ul"
              aria-label="Their threads"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {detail.threads.map((thread) => (
                <Box component="li" key={thread.id} sx={{ wordBreak: 'break-word' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {thread.listing_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    With {thread.other_party}
                    {thread.last_message_at ? ` · last message ${ago(thread.last_message_at)}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No enquiry threads.
            </Typography>
          )}
        </Section>
        <Section title={`Reports made (${detail.reports_made.length})`}>
          <ReportList
            reports={detail.reports_made}
            label="Reports made"
            empty="This user has reported nothing."
          />
        </Section>
        <Section title={`Reports received (${detail.reports_received.length})`}>
          <ReportList
            reports={detail.reports_received}
            label="Reports received"
            empty="No one has reported this user."
          />
        </Section>
      </Box>
      <ReasonDialog
        open={dialog === 'ban'}
        title={`Ban ${user.name || 'this user'}?`}
        text="Every session of theirs ends at once, their listings leave the site, and signing in tells them they are banned."
        confirmLabel="Ban"
        hint="Kept with the ban and in the audit log (3 to 500 characters)."
        onClose={() => setDialog(null)}
        onSubmit={(reason) => send(() => banUser(user.id, reason ?? ''))()}
      />
      <ReasonDialog
        open={dialog === 'unban'}
        title={`Unban ${user.name || 'this user'}?`}
        text="They can sign in again, and their live listings come back to the site."
        confirmLabel="Unban"
        required={false}
        danger={false}
        hint="For the audit log."
        onClose={() => setDialog(null)}
        onSubmit={(reason) => send(() => unbanUser(user.id, reason))()}
      />
    </Stack>
  );
}
