import { ApiError, LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, CircularProgress, Container, Grid, Stack, Typography } from '@basera/shared/ui';
import { useDashboard } from './dashboard/calls/dashboard';
import { LastDays } from './dashboard/LastDays';
import { Drafts, ExpiringSoon } from './dashboard/ListingsToAct';
import { DASHBOARD_TEXT as T } from './dashboard/model';
import { RecentReviews } from './dashboard/RecentReviews';
import { TodayVisits } from './dashboard/TodayVisits';
import { UnreadLeads } from './dashboard/UnreadLeads';

/**
 * /user/dashboard, where a Lister lands after signing in (issue 30): what needs doing today. Today's visits with
 * the seeker's number to call (and the week's coming up under them), the unread leads and the way into the Lead Inbox, listings about to run out
 * (Renew) and drafts to finish (Continue), then the last 30 days and the newest reviews. One column on a phone; on a wide screen the
 * visits and the leads side by side, then the listings, then the counts.
 */
export default function DashboardPage() {
  usePageMeta(T.title, null);
  const { dashboard, error, isLoading, retry } = useDashboard();
  const notLister = error instanceof ApiError && error.status === 403;

  return (
    <>
      <PageHeader title={T.title} />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        {isLoading && (
          <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{T.loading}</Typography>
          </Stack>
        )}
        {notLister && (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography>{T.notLister}</Typography>
            <Button component={RouterLink} to="/myaccount" sx={{ mt: 1 }}>
              My Account
            </Button>
          </Box>
        )}
        {error !== undefined && !notLister && !dashboard && (
          <LoadError message={T.loadError} onRetry={retry} />
        )}
        {dashboard && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TodayVisits visits={dashboard.today_visits} upcoming={dashboard.upcoming_visits} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <UnreadLeads unread={dashboard.unread_leads} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ExpiringSoon listings={dashboard.expiring_soon} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Drafts listings={dashboard.drafts} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <LastDays counts={dashboard.last_30_days} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <RecentReviews />
            </Grid>
          </Grid>
        )}
      </Container>
    </>
  );
}
