import { ApiError, type EnquiryThread, LoadError, listingTypeLabel } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert, Chip } from '@basera/shared/ui-more';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import Phone from '@mui/icons-material/Phone';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { MessageList } from './MessageList';
import { ENQUIRY_API } from './paths';
import { ReplyBox } from './ReplyBox';
import { ReportDialog } from './ReportDialog';
import { useThread } from './thread';
import { VisitCard } from './VisitCard';

export interface ThreadViewProps {
  threadId: number;
  /** Where the back link goes (the list the thread was opened from) and what it says. */
  backTo: string;
  backLabel: string;
}

/** A thread's readable width on a wide screen; on a phone it takes the whole width. */
export const THREAD_MAX_WIDTH = 760;

function ThreadHeader({ thread, onReport }: { thread: EnquiryThread; onReport: () => void }) {
  return (
    <Paper variant="outlined" component="header" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h2" sx={{ wordBreak: 'break-word' }}>
            <Link
              component={RouterLink}
              to={`/pgdetails/${thread.property_id}`}
              underline="hover"
              color="text.primary"
            >
              {thread.listing_name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {listingTypeLabel(thread.listing_type)} · {thread.listing_place}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="thread-with">
            {thread.role === 'seeker' ? 'Owner' : 'Enquiry from'}:{' '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {(thread.role === 'owner' && thread.seeker_contact?.name) || thread.other_name}
            </Box>
          </Typography>
          {thread.role === 'seeker' && thread.contact_no && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Phone:{' '}
              {thread.contact_no.split(/,\s*/).map((phone, i) => (
                <span key={`${i}:${phone}`}>
                  {i > 0 && ', '}
                  <Link href={`tel:${phone}`}>{phone}</Link>
                </span>
              ))}
            </Typography>
          )}
        </Box>
        {thread.reported ? (
          <Chip size="small" label="Reported" variant="outlined" sx={{ flexShrink: 0 }} />
        ) : (
          <Button
            size="small"
            color="inherit"
            startIcon={<OutlinedFlag />}
            onClick={onReport}
            sx={{ flexShrink: 0, color: 'text.secondary' }}
          >
            Report
          </Button>
        )}
      </Stack>
      {/* Under the row, across the card: the whole name fits on a phone beside the Report button's column. */}
      {thread.role === 'owner' && thread.seeker_contact?.phone && (
        <SeekerCall contact={thread.seeker_contact} />
      )}
    </Paper>
  );
}

/**
 * The owner's way to reach the lead: the seeker's name and number as one tap-to-call link (the seeker was told
 * when sending that the owner sees them).
 */
function SeekerCall({ contact }: { contact: { name: string; phone: string } }) {
  return (
    <Link
      href={`tel:${contact.phone}`}
      data-testid="seeker-call"
      underline="none"
      sx={{
        mt: 1,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        maxWidth: '100%',
        px: 1.5,
        py: 0.75,
        minHeight: 48,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
      }}
    >
      <Phone fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          Call {contact.name}
        </Box>
        <Box component="span" sx={{ typography: 'body2' }}>
          {contact.phone}
        </Box>
      </Box>
    </Link>
  );
}

/**
 * Opens a conversation at its latest message with the reply box in view, as a chat does: once the thread is on
 * screen, and again when a message (not a visit line) arrives at its end, the page scrolls the end of the
 * messages to just above the reply box (sticky at the bottom of the screen, so always in view). Older messages
 * loaded on request and the viewer's own visit moves (made at the top) do not move the page.
 */
function useOpenAtLatest(thread: EnquiryThread | undefined) {
  const messages = useRef<HTMLDivElement>(null);
  const reply = useRef<HTMLFormElement>(null);
  const seen = useRef<number | null>(null);
  const last = thread?.messages[thread.messages.length - 1];
  const loaded = thread !== undefined;
  const lastId = last?.id ?? 0;
  const lastKind = last?.kind;
  useEffect(() => {
    if (!loaded) return;
    const opening = seen.current === null;
    const arrived = !opening && lastId !== seen.current && lastKind === 'message';
    seen.current = lastId;
    if (!opening && !arrived) return;
    // After the frame: the shell scrolls a newly opened page to its top in its own effect, which runs after ours.
    const frame = requestAnimationFrame(() => {
      const list = messages.current;
      if (!list) return;
      // The reply box covers the bottom of the screen: the messages end above it, with a little air.
      list.style.scrollMarginBottom = `${(reply.current?.offsetHeight ?? 0) + 16}px`;
      list.scrollIntoView?.({ block: 'end' });
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, lastId, lastKind]);
  return { messages, reply };
}

/**
 * One enquiry thread, for either side (`role` in the answer): the listing, the visit and what the viewer may
 * do to it, the messages, a reply box and Report. Every action's answer is the thread as it is now, put in
 * SWR's cache under the thread's path; reading the thread refreshes the unread count.
 */
export function ThreadView({ threadId, backTo, backLabel }: ThreadViewProps) {
  const { thread, error, isLoading, retry, refresh, update, patch } = useThread(threadId);
  const { mutate } = useSWRConfig();
  const [reporting, setReporting] = useState(false);
  const latest = useOpenAtLatest(thread);
  const newest = thread?.messages[thread.messages.length - 1]?.id;

  // The server marks a thread read when it is read: every unread badge asks again.
  useEffect(() => {
    if (newest !== undefined) void mutate(ENQUIRY_API.unread);
  }, [newest, mutate]);

  let body: ReactNode;
  if (thread)
    body = (
      <Stack spacing={2}>
        <ThreadHeader thread={thread} onReport={() => setReporting(true)} />
        <VisitCard thread={thread} onChanged={update} onStale={refresh} />
        <Box ref={latest.messages} data-testid="thread-messages">
          <MessageList key={thread.id} thread={thread} />
        </Box>
        <ReplyBox key={`reply-${thread.id}`} ref={latest.reply} threadId={thread.id} onSent={update} />
        <ReportDialog
          threadId={thread.id}
          open={reporting}
          onClose={() => setReporting(false)}
          onReported={() => patch({ reported: true })}
        />
      </Stack>
    );
  else if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    body = (
      <Alert severity="warning" role="alert">
        This conversation was not found. It may have been removed, or it belongs to another account.
      </Alert>
    );
  else if (error) body = <LoadError onRetry={retry} message="We could not load this conversation." />;
  else
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading conversation" />
      </Box>
    );

  return (
    <Box sx={{ width: '100%', maxWidth: THREAD_MAX_WIDTH, mx: 'auto' }} data-busy={isLoading || undefined}>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontWeight: 600 }}
      >
        <ArrowBack fontSize="small" />
        {backLabel}
      </Link>
      {body}
    </Box>
  );
}
