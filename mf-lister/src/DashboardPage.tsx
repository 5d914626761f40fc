import { LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Box, CircularProgress, Container, Typography } from '@basera/shared/ui';
import { useDashboard } from './dashboard/calls/dashboard';

/** /user/dashboard: what a Lister needs to do today (issue 30). */
export default function DashboardPage() {
  usePageMeta('Dashboard', null);
  const { dashboard, error, isLoading, retry } = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {isLoading && (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <CircularProgress aria-label="Loading the dashboard" />
          </Box>
        )}
        {error !== undefined && !dashboard && <LoadError onRetry={retry} />}
        {dashboard && (
          <Typography>
            {dashboard.today_visits.length} visits today · {dashboard.unread_leads} unread leads
          </Typography>
        )}
      </Container>
    </>
  );
}
