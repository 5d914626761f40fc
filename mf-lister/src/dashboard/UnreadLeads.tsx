import { Link as RouterLink } from '@basera/shared/router';
import { LEADS_PATH } from '@basera/shared/rules';
import { Box, Button, Typography } from '@basera/shared/ui';
import { DASHBOARD_TEXT as T } from './model';
import { Section } from './Section';

/** The unread messages from seekers (as the Lead Inbox counts them), and the way into the inbox. */
export function UnreadLeads({ unread }: { unread: number }) {
  return (
    <Section
      title={T.unread}
      action={
        <Button
          component={RouterLink}
          to={LEADS_PATH}
          variant={unread > 0 ? 'contained' : 'outlined'}
          fullWidth
          sx={{ minHeight: 44 }}
        >
          {T.inbox}
        </Button>
      }
    >
      {unread > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1, color: 'warning.dark' }}>
            {unread}
          </Typography>
          <Typography color="text.secondary">
            {unread === 1 ? 'unread message from a seeker' : 'unread messages from seekers'}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ fontWeight: 600, py: 1 }}>{T.noUnread}</Typography>
      )}
    </Section>
  );
}
