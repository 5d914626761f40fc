import { errorMessage, LoadError, usePageMeta } from '@basera/shared';
import { useSearchParams } from '@basera/shared/router';
import { REPORT_STATUSES, type ReportStatus } from '@basera/shared/rules';
import { Box, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { useReports } from './api/getReports';
import { ReportCard } from './components/ReportCard';

const TAB_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};
const EMPTY_TEXT: Record<ReportStatus, string> = {
  open: 'No open reports. Nothing needs a look.',
  dismissed: 'No dismissed reports.',
  actioned: 'No actioned reports.',
};

const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/reports: what seekers reported (listings, enquiry threads, reviews) and the API's review burst flags,
 * open ones first and oldest first, each beside its listing, the thread's messages or the review, with Dismiss,
 * Suspend listing, Ban user and, for a review, Hide review.
 */
export default function ReportsPage() {
  usePageMeta('Reports');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReportStatus = isStatus(raw) ? raw : 'open';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const go = (next: { status?: ReportStatus; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'open') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const { page: answer, error, isLoading, retry, reload } = useReports(status, page);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / (answer.per_page || 20))) : 1;
  const reports = answer?.data ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        Reports
      </Typography>
      <Tabs
        value={status}
        onChange={(_, value: ReportStatus) => go({ status: value })}
        aria-label="Report status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {REPORT_STATUSES.map((value) => (
          <Tab key={value} value={value} label={TAB_LABELS[value]} />
        ))}
      </Tabs>
      {error && !answer ? (
        <LoadError onRetry={retry} message={errorMessage(error, 'We could not load the reports.')} />
      ) : isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading reports">
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} />
          ))}
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {status === 'open'
              ? `${answer?.total ?? 0} open, oldest first`
              : `${answer?.total ?? 0} ${TAB_LABELS[status].toLowerCase()}`}
          </Typography>
          {reports.length === 0 ? (
            <Alert severity="info">{EMPTY_TEXT[status]}</Alert>
          ) : (
            <Box
              component="ol"
              aria-label={`${TAB_LABELS[status]} reports`}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {reports.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} onChanged={reload} />
                </li>
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => go({ page: next })}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
