import type { EnquiryThreadSummary } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Card, CardActionArea, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { useId } from 'react';
import { timeAgo } from './format';
import { VisitChip } from './VisitChip';

export interface ThreadListProps {
  threads: EnquiryThreadSummary[];
  /** Where a thread opens (My enquiries' or the lead inbox's own path). */
  hrefOf: (thread: EnquiryThreadSummary) => string;
}

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function ThreadRow({ thread, href }: { thread: EnquiryThreadSummary; href: string }) {
  const unread = thread.unread > 0;
  const mine = thread.last_sender === thread.role;
  // The link is named by listing, person and unread count; the rest of the row is read as its description
  // (an aria-label alone would hide the last message, time, visit and report from screen readers).
  const id = useId();
  const tagged = Boolean(thread.visit || thread.reported);
  const described = [`${id}-message`, `${id}-time`, ...(tagged ? [`${id}-tags`] : [])].join(' ');
  return (
    <Card variant="outlined" sx={unread ? { borderColor: 'primary.main' } : undefined}>
      <CardActionArea
        component={RouterLink}
        to={href}
        aria-label={`${thread.listing_name}, ${thread.other_name}${unread ? `, ${thread.unread} unread` : ''}`}
        aria-describedby={described}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h3"
            sx={{ ...ONE_LINE, flex: 1, minWidth: 0, fontSize: '1rem', fontWeight: unread ? 700 : 600 }}
          >
            {thread.listing_name}
          </Typography>
          <Typography id={`${id}-time`} variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            <time dateTime={thread.last_message_at}>{timeAgo(thread.last_message_at)}</time>
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.25 }}>
          <Typography variant="body2" color="text.secondary" sx={{ ...ONE_LINE, flex: 1, minWidth: 0 }}>
            {thread.other_name} · {thread.listing_place}
          </Typography>
          {unread && (
            <Chip
              component="span"
              size="small"
              color="primary"
              label={thread.unread}
              data-testid="unread-badge"
              sx={{ height: 20, minWidth: 20, fontWeight: 700, flexShrink: 0 }}
            />
          )}
        </Stack>
        <Typography
          id={`${id}-message`}
          variant="body2"
          data-testid="last-message"
          sx={{ ...ONE_LINE, mt: 0.5, fontWeight: unread ? 600 : 400 }}
        >
          {mine ? 'You: ' : ''}
          {thread.last_message}
        </Typography>
        {tagged && (
          <Stack id={`${id}-tags`} direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            {thread.visit && <VisitChip state={thread.visit.state} />}
            {thread.reported && <Chip component="span" size="small" variant="outlined" label="Reported" />}
          </Stack>
        )}
      </CardActionArea>
    </Card>
  );
}

/** Threads as rows, newest first as the API orders them: My enquiries and the lead inbox. */
export function ThreadList({ threads, hrefOf }: ThreadListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Conversations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {threads.map((thread) => (
        <Box component="li" key={thread.id}>
          <ThreadRow thread={thread} href={hrefOf(thread)} />
        </Box>
      ))}
    </Stack>
  );
}
