import { ApiError, LoadError, PageHeader } from '@basera/shared';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import type { LeadStatus } from '@basera/shared/rules';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@basera/shared/ui';
import { Pagination } from '@basera/shared/ui-more';
import { useRef } from 'react';
import { useLeadStats } from './calls/leadStats';
import { useLeads } from './calls/leads';
import { LeadFilters } from './LeadFilters';
import { LeadStatsCards, LeadStatsSkeleton } from './LeadStatsCards';
import { LeadThreads } from './LeadThreads';
import {
  EMPTY_TEXT,
  LEADS_PER_PAGE,
  type LeadsQuery,
  leadsSearch,
  NO_LISTINGS_TEXT,
  NOT_LISTER_TEXT,
  OWN_LISTINGS_PATH,
  readLeadsQuery,
} from './model';

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** What an empty page of leads says, and the way on from it. */
function EmptyLeads({
  query,
  noListings,
  onAllListings,
}: {
  query: LeadsQuery;
  noListings: boolean;
  onAllListings: () => void;
}) {
  return (
    <Box sx={{ py: 5, textAlign: 'center' }}>
      <Typography sx={{ maxWidth: 480, mx: 'auto' }}>{EMPTY_TEXT[query.status ?? 'all']}</Typography>
      {noListings && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {NO_LISTINGS_TEXT}
          </Typography>
          <Button component={RouterLink} to={OWN_LISTINGS_PATH} variant="contained" sx={{ mt: 2 }}>
            View All Listing
          </Button>
        </>
      )}
      {!noListings && query.listing !== null && (
        <Button onClick={onAllListings} sx={{ mt: 1 }}>
          Show all listings
        </Button>
      )}
    </Box>
  );
}

/**
 * /user/leads: the Lister's lead inbox. First each own listing's last 30 days (a tap filters to it), then the
 * status tabs and the listing filter, then the leads grouped by listing, a page at a time. What is shown lives
 * in the address (`?status=new&listing=7&page=2`), so Back and a shared link show the same inbox.
 */
export function LeadInbox() {
  const [params, setParams] = useSearchParams();
  const query = readLeadsQuery(params);
  const stats = useLeadStats();
  const leads = useLeads(query);
  const listTop = useRef<HTMLDivElement>(null);
  const notLister = forbidden(stats.error) || forbidden(leads.error);
  // The leads wait for the listings' cards above them: cards (and their "Show all") that came after the leads
  // pushed the whole list down (a layout shift on a phone).
  const statsSettled = stats.stats !== undefined || stats.error !== undefined;
  const leadsShown = statsSettled && !leads.isLoading;

  /** A new status or listing starts at page 1. */
  const show = (next: Partial<LeadsQuery>) => setParams(leadsSearch({ ...query, page: 1, ...next }));
  const goToPage = (page: number) => {
    setParams(leadsSearch({ ...query, page }));
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const threads = leads.page?.data ?? [];
  const pages = leads.page ? Math.ceil(leads.page.total / (leads.page.per_page || LEADS_PER_PAGE)) : 0;
  const listings = stats.stats ?? [];

  return (
    <>
      <PageHeader title="Lead Inbox" />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        {notLister ? (
          <Typography sx={{ py: 6, textAlign: 'center' }}>{NOT_LISTER_TEXT}</Typography>
        ) : (
          <Stack spacing={3}>
            {(stats.stats === undefined || listings.length > 0) && (
              <Box component="section" aria-labelledby="lead-stats-heading">
                <Typography id="lead-stats-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  Your listings
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Last 30 days. Calls: how often a seeker revealed your number. Tap a listing to see only its
                  leads.
                </Typography>
                {stats.isLoading && <LeadStatsSkeleton />}
                {stats.error !== undefined && (
                  <LoadError message="We could not load your listings' numbers." onRetry={stats.retry} />
                )}
                {listings.length > 0 && (
                  <LeadStatsCards
                    stats={listings}
                    selected={query.listing}
                    onSelect={(listing) => show({ listing })}
                  />
                )}
              </Box>
            )}

            <Box
              component="section"
              aria-labelledby="leads-heading"
              ref={listTop}
              sx={{ scrollMarginTop: 80 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
                <Typography id="leads-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  Leads
                </Typography>
                {leads.page && leads.page.total > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {leads.page.total} {leads.page.total === 1 ? 'conversation' : 'conversations'}
                  </Typography>
                )}
              </Stack>
              <LeadFilters
                status={query.status}
                listing={query.listing}
                listings={listings}
                onStatus={(status: LeadStatus | null) => show({ status })}
                onListing={(listing) => show({ listing })}
              />
              <Box sx={{ pt: 2 }}>
                {!leadsShown && (
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}
                  >
                    <CircularProgress size={24} />
                    <Typography>Loading your leads...</Typography>
                  </Stack>
                )}
                {leadsShown && leads.error !== undefined && !leads.page && (
                  <LoadError message="We could not load your leads." onRetry={leads.retry} />
                )}
                {leadsShown && leads.page && threads.length === 0 && (
                  <EmptyLeads
                    query={query}
                    noListings={stats.stats !== undefined && listings.length === 0}
                    onAllListings={() => show({ listing: null })}
                  />
                )}
                {leadsShown && threads.length > 0 && (
                  <Box
                    aria-busy={leads.stale}
                    sx={{ opacity: leads.stale ? 0.6 : 1, transition: 'opacity .2s' }}
                  >
                    <LeadThreads threads={threads} />
                  </Box>
                )}
                {leadsShown && pages > 1 && (
                  <Pagination
                    count={pages}
                    page={Math.min(query.page, pages)}
                    onChange={(_, page) => goToPage(page)}
                    siblingCount={0}
                    color="primary"
                    sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
                    aria-label="Pages of leads"
                  />
                )}
              </Box>
            </Box>
          </Stack>
        )}
      </Container>
    </>
  );
}
