import { errorMessage, LoadError, usePageMeta } from '@basera/shared';
import { useSearchParams } from '@basera/shared/router';
import { Box, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { QUEUE_TABS, type QueueTab, useListings } from './api/getListings';
import { ago } from './components/ago';
import { ListingSummaryCard } from './components/ListingSummaryCard';
import { VERIFICATION_REQUESTED } from './components/reviewState';

const TAB_LABELS: Record<QueueTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
  verification: VERIFICATION_REQUESTED,
};

const EMPTY_TEXT: Record<QueueTab, string> = {
  pending: 'No listings are waiting for review.',
  approved: 'No approved listings.',
  rejected: 'No rejected listings.',
  suspended: 'No suspended listings.',
  verification: 'No owner is waiting for the Verified check.',
};

const countText = (tab: QueueTab, total: number) =>
  tab === 'pending'
    ? `${total} waiting for review, oldest first`
    : tab === 'verification'
      ? `${total} waiting for the Verified check, oldest request first`
      : `${total} ${TAB_LABELS[tab].toLowerCase()}`;

const isQueueTab = (value: string | null): value is QueueTab =>
  (QUEUE_TABS as readonly string[]).includes(value ?? '');

/**
 * The tab and page in view, from the address (so reload, back and a shared link keep them): `?status=` a review
 * state, `?verification=requested` the verification requests.
 */
export function useQueueQuery() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: QueueTab =
    params.get('verification') === 'requested' ? 'verification' : isQueueTab(raw) ? raw : 'pending';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const go = (next: { status?: QueueTab; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus === 'verification') query.set('verification', 'requested');
    else if (nextStatus !== 'pending') query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { status, page, go };
}

/**
 * /admin/listings: the review queue (pending, oldest first), the approved, rejected and suspended listings, and
 * the owners waiting for the Verified check they bought (oldest request first), a page of 20 at a time. Each
 * listing opens its review screen.
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
        onChange={(_, value: QueueTab) => go({ status: value })}
        aria-label="Review state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {QUEUE_TABS.map((state) => (
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
            {countText(status, answer?.total ?? 0)}
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
                  {/* The requests tab mixes review states: each card says its own. */}
                  <ListingSummaryCard listing={listing} showState={status === 'verification'}>
                    {status === 'verification' && listing.verification_requested_at ? (
                      <Typography variant="body2">
                        Asked for the Verified check{' '}
                        <Box component="time" dateTime={listing.verification_requested_at}>
                          {ago(listing.verification_requested_at)}
                        </Box>
                      </Typography>
                    ) : null}
                  </ListingSummaryCard>
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
