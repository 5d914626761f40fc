import { type EnquiryMessage, type EnquiryThread, errorMessage, formatDateTime } from '@basera/shared';
import { alpha, Box, Button, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useState } from 'react';
import { SOMETHING_WRONG } from './paths';
import { loadOlderMessages } from './thread';

/** Messages by id (ids grow with time), each once. */
function merge(...lists: EnquiryMessage[][]): EnquiryMessage[] {
  const byId = new Map<number, EnquiryMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Older messages loaded on request, and the newest id they reach up to (the messages after it are the thread's). */
interface Older {
  messages: EnquiryMessage[];
  upTo: number;
  more: boolean;
}

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Bubble({ message, mine, otherName }: { message: EnquiryMessage; mine: boolean; otherName: string }) {
  return (
    <Box
      component="li"
      data-testid="message"
      data-sender={mine ? 'me' : 'them'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: mine ? 'transparent' : 'divider',
          bgcolor: (theme) =>
            mine ? alpha(theme.palette.primary.main, 0.1) : theme.palette.background.paper,
          ...(mine ? { borderBottomRightRadius: 2 } : { borderBottomLeftRadius: 2 }),
        }}
      >
        <Typography variant="body1" sx={TEXT}>
          {message.body}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, textAlign: mine ? 'right' : 'left' }}
        >
          {mine ? 'You' : otherName} ·{' '}
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Typography>
      </Box>
    </Box>
  );
}

/** A visit's change, written by the server ("Visit requested for Sat, 28 Nov, 11 AM – 1 PM"): a line, not a bubble. */
function SystemLine({ message }: { message: EnquiryMessage }) {
  return (
    <Box component="li" data-testid="system-line" sx={{ textAlign: 'center', px: 2 }}>
      <Typography variant="caption" color="text.secondary" sx={{ ...TEXT, display: 'inline-block' }}>
        {message.body} · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </Typography>
    </Box>
  );
}

/**
 * The thread's messages, oldest first: the viewer's on the right, the other side's on the left, visit changes
 * as centred lines. Text is plain text (React escapes it; line breaks kept). "Show older messages" reads the
 * ones before the oldest shown; they stay while the thread's newest messages still reach them, so no gap opens.
 */
export function MessageList({ thread }: { thread: EnquiryThread }) {
  const [older, setOlder] = useState<Older | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const first = thread.messages[0];
  // The thread's window moved past the older ones (many new messages): they would leave a gap, so drop them.
  const kept = older && first && first.id <= older.upTo ? older : null;
  const messages = merge(kept?.messages ?? [], thread.messages);
  const more = kept ? kept.more : thread.more_before;

  const showOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoading(true);
    setFailure(null);
    try {
      const answer = await loadOlderMessages(thread.id, oldest.id);
      setOlder({
        messages: merge(answer.data.messages, kept?.messages ?? []),
        upTo: kept?.upTo ?? messages[messages.length - 1]!.id,
        more: answer.data.more_before,
      });
    } catch (error) {
      setFailure(errorMessage(error, SOMETHING_WRONG));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box>
      {more && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={() => void showOlder()} disabled={loading}>
            {loading ? 'Loading...' : 'Show older messages'}
          </Button>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          No messages yet.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Messages"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
        >
          {messages.map((message) =>
            message.kind === 'visit' ? (
              <SystemLine key={message.id} message={message} />
            ) : (
              <Bubble
                key={message.id}
                message={message}
                mine={message.sender === thread.role}
                otherName={thread.other_name}
              />
            ),
          )}
        </Box>
      )}
    </Box>
  );
}
