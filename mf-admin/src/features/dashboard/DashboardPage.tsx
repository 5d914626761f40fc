import { apiFetcher, LoadError, usePageMeta } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { ADMIN_API } from '@basera/shared/rules';
import { Box, Button, Card, CardActionArea, Grid, Skeleton, Stack, Typography } from '@basera/shared/ui';
import useSWR from 'swr';
import { ADMIN_BASE } from '../../paths';

/** A list answer's envelope: only its total is read here. */
interface ListTotal {
  total: number;
}

/** The queues the dashboard counts, each one GET with its filter (page 1 is enough: the total is the count). */
export const DASHBOARD_COUNTS = [
  {
    key: `${ADMIN_API.listings}?status=pending`,
    label: 'Listings waiting for review',
    to: `${ADMIN_BASE}/listings`,
    action: 'Open the queue',
  },
  {
    // Owners who paid for the Verified check (issue 31).
    key: `${ADMIN_API.listings}?verification=requested`,
    label: 'Verification requests',
    to: `${ADMIN_BASE}/listings?verification=requested`,
    action: 'See the requests',
  },
  {
    key: `${ADMIN_API.reports}?status=open`,
    label: 'Open reports',
    to: `${ADMIN_BASE}/reports`,
    action: 'See the reports',
  },
] as const;

function CountCard({ count }: { count: (typeof DASHBOARD_COUNTS)[number] }) {
  const { data, error, mutate } = useSWR<ListTotal>(count.key, apiFetcher);
  if (error)
    return (
      <LoadError
        onRetry={() => void mutate()}
        message={`We could not count the ${count.label.toLowerCase()}.`}
      />
    );
  const total = data?.total;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={count.to} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {count.label}
        </Typography>
        {total === undefined ? (
          <Skeleton variant="text" width={64} sx={{ fontSize: 48 }} aria-label="Counting" />
        ) : (
          <Typography component="p" sx={{ fontSize: 48, fontWeight: 800, lineHeight: 1.2 }}>
            {total}
          </Typography>
        )}
        <Typography color="primary" sx={{ fontWeight: 600 }}>
          {count.action} <span aria-hidden="true">→</span>
        </Typography>
      </CardActionArea>
    </Card>
  );
}

const SHORTCUTS = [
  { label: 'Find a user', to: `${ADMIN_BASE}/users` },
  { label: 'Edit site content', to: `${ADMIN_BASE}/content` },
  { label: 'Audit log', to: `${ADMIN_BASE}/audit` },
];

/**
 * /admin: what is waiting for an operator (listings to review, verification requests, open reports), each a link
 * to its queue.
 */
export default function DashboardPage() {
  usePageMeta('Operator console');
  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {DASHBOARD_COUNTS.map((count) => (
          <Grid key={count.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <CountCard count={count} />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.to} component={RouterLink} to={shortcut.to} variant="outlined">
            {shortcut.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
