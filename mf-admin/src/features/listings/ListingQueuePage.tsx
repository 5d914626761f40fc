import { errorMessage, LoadError, usePageMeta } from '@basera/shared';
import { useSearchParams } from '@basera/shared/router';
import { Alert, Box, Pagination, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { QUEUE_STATES, type QueueState, useListings } from './api/getListings';
import { ListingSummaryCard } from './components/ListingSummaryCard';

const TAB_LABELS: Record<QueueState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

const EMPTY_TEXT: Record<QueueState, string> = {
  pending: 'No listings are waiting for review.',
  approved: 'No approved listings.',
  rejected: 'No rejected listings.',
  suspended: 'No suspended listings.',
};

const isQueueState = (value: string | null): value is QueueState =>
  (QUEUE_STATES as readonly string[]).includes(value ?? '');

/** The review state and page in view, from the address (so reload, back and a shared link keep them). */
export function useQueueQuery() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: QueueState = isQueueState(raw) ? raw : 'pending';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const go = (next: { status?: QueueState; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { status, page, go };
}

/**
 * /admin/listings: the review queue (pending, oldest first) and the approved, rejected and suspended listings,
 * a page of 20 at a time. Each listing opens its review screen.
 */
export default function ListingQueuePage() {
  usePageMeta('Listings');
  const { status, page, go } = useQueueQuery();
  const { page: answer, error, isLoading, retry } = useListings(status, page);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / (answer.per_page || 20))) : 1;
  const listings = answer?.data ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        Listings
      </Typography>
      <Tabs
        value={status}
        onChange={(_, value: QueueState) => go({ status: value })}
        aria-label="Review state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {QUEUE_STATES.map((state) => (
          <Tab key={state} value={state} label={TAB_LABELS[state]} />
        ))}
      </Tabs>
      {error && !answer ? (
        <LoadError onRetry={retry} message={errorMessage(error, 'We could not load the listings.')} />
      ) : isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading listings">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {status === 'pending'
              ? `${answer?.total ?? 0} waiting for review, oldest first`
              : `${answer?.total ?? 0} ${TAB_LABELS[status].toLowerCase()}`}
          </Typography>
          {error ? (
            <LoadError onRetry={retry} message={errorMessage(error, 'We could not load the listings.')} />
          ) : null}
          {listings.length === 0 ? (
            <Alert severity="info">{EMPTY_TEXT[status]}</Alert>
          ) : (
            <Box
              component="ol"
              aria-label={`${TAB_LABELS[status]} listings`}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {listings.map((listing) => (
                <li key={listing.id}>
                  <ListingSummaryCard listing={listing} showState={false} />
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
