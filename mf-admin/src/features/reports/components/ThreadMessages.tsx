import { formatDateTime } from '@basera/shared';
import { Box, Typography } from '@basera/shared/ui';
import type { Report } from '../api/getReports';

/** A reported enquiry thread's last messages, the seeker's on the left and the owner's on the right. */
export function ThreadMessages({ thread }: { thread: NonNullable<Report['thread']> }) {
  const names = { seeker: thread.seeker.name || 'Seeker', owner: thread.owner?.name || 'Owner' };
  if (!thread.messages.length)
    return (
      <Typography variant="body2" color="text.secondary">
        This thread has no messages.
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label="Thread messages"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 360, overflowY: 'auto' }}
      tabIndex={0}
    >
      {thread.messages.map((message, index) => (
        <Box
          component="li"
          key={`${message.created_at}-${index}`}
          sx={{
            justifySelf: message.from === 'owner' ? 'end' : 'start',
            maxWidth: '85%',
            bgcolor: message.from === 'owner' ? 'primary.50' : 'grey.100',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 1.5,
            py: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {names[message.from]} ({message.from}) · {formatDateTime(message.created_at)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {message.body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
