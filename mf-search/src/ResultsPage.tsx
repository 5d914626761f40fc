import {
  apiRequest,
  bootOr,
  CHOOSE,
  errorMessage,
  indianNumber,
  type ListingPage,
  LoadError,
  PageHeader,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { useLocation, useSearchParams } from '@basera/shared/router';
import {
  Box,
  CircularProgress,
  Container,
  Grid,
  Pagination,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@basera/shared/ui';
import type { Theme } from '@mui/material/styles';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import useSWR, { preload as swrPreload } from 'swr';
import { ContactScope } from './contact/ContactScope';
import { ClearFilters, FilterSidebar } from './FilterSidebar';
import ListingCard from './ListingCard';
import { menuItems } from './options';
import SearchBox from './SearchBox';
import { SearchSummary } from './SearchSummary';
import {
  activeFilterCount,
  breadcrumbFor,
  defaultSort,
  readSearch,
  resultsTitle,
  sortOptionsFor,
  writeSearch,
} from './search-state';
import { ListingCardSkeleton } from './skeletons';

export const PER_PAGE = 10;
/** Placeholder cards while the first results load: more than a screen's worth on any width. */
const SKELETON_CARDS = 3;

/** Cards in a page's first render: the first screen and a bit on any width (see ResultCards). */
export const FIRST_CARDS = 3;

/** "1 property found", "57 properties found", "1,000+ properties found". */
export const resultCount = ({ total, more }: Pick<ListingPage, 'total' | 'more'>) =>
  `${indianNumber(total)}${more ? '+' : ''} ${total === 1 && !more ? 'property' : 'properties'} found`;

/**
 * The API call for a search: keyword search when the URL has `search`, else the filtered search. Both take
 * every filter and the sort.
 */
export function requestFor(search: ReturnType<typeof readSearch>): [string, Record<string, string>] {
  const query: Record<string, string> = { per_page: String(PER_PAGE), page: search.page ?? '1' };
  for (const [key, value] of Object.entries(search)) if (value && key !== 'search') query[key] = value;
  if (search.search) return ['/search-properties', { search: search.search, ...query }];
  return ['/filtered-properties', query];
}

/**
 * The results request of a search, as swr's key and fetcher (the page and its preload use the same). On a phone,
 * index.html may have asked for a type's first page already (shared/build/index.html, signed out only): that
 * answer is used once.
 */
function resultsRequest(search: ReturnType<typeof readSearch>, viewer = signedInUser()) {
  const [path, query] = requestFor(search);
  const url = `${path}?${new URLSearchParams(query)}`;
  // The answer carries the viewer's shortlist hearts: a sign-in (or another user) reads the page again.
  const key = viewer === null ? url : `${url}#user=${viewer}`;
  return { key, fetch: () => bootOr(url, () => apiRequest<ListingPage>(path, { query })) };
}

const signedInUser = () => {
  const { token, user } = useAuthStore.getState();
  return token ? (user?.id ?? 0) : null;
};

/** Called by the shell as soon as this page's code has loaded: the results start loading before the first render. */
export function preload(_params: unknown, location: { pathname: string; search: string }) {
  const request = resultsRequest(readSearch(location.pathname, new URLSearchParams(location.search)));
  swrPreload(request.key, request.fetch).catch(() => undefined);
}

/**
 * A page of result cards. The first FIRST_CARDS come with the page's render and the rest in a low-priority
 * render right after, so on a phone the first photo paints without waiting for the cards below the screen
 * (each card is tens of milliseconds of work there). Two renders, not one per card: each render ends in one
 * uninterruptible commit, and ten of them cost more than they save.
 */
function ResultCards({ page }: { page: ListingPage }) {
  const [staged, setStaged] = useState({ page, count: FIRST_CARDS });
  const count = staged.page === page ? staged.count : FIRST_CARDS;
  useEffect(() => {
    if (count < page.data.length) startTransition(() => setStaged({ page, count: page.data.length }));
  }, [page, count]);
  return page.data
    .slice(0, count)
    .map((listing, index) => (
      <ListingCard
        key={listing.id}
        listing={listing}
        photoPath={page.photoPath}
        galleryPaths={page.galleryPaths}
        priority={index === 0}
      />
    ));
}

/**
 * One results screen for every search route. The search lives in the URL query: reload, back and shared
 * links show the same results; the search box and the sidebar only change the URL.
 */
export default function ResultsPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(pathname, params), [pathname, params]);
  const [pickedType, setPickedType] = useState<string | null>(null);
  // The breadcrumb and title follow a room type picked in the search box before it is submitted (spec).
  const shown = pickedType && pickedType !== CHOOSE ? { ...search, room_type: pickedType } : search;
  const label = breadcrumbFor(pathname, shown);
  usePageMeta(
    resultsTitle(pathname, shown),
    'Search PG rooms, hostels, mess services and room sharing across India.',
  );

  const viewer = useAuthStore((state) => (state.token ? (state.user?.id ?? 0) : null));
  const request = resultsRequest(search, viewer);
  const {
    data: fetched,
    error,
    isLoading: fetching,
    mutate,
  } = useSWR<ListingPage>(request.key, request.fetch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  // A page of cards is the costliest render on a phone: it runs as a low-priority render that yields to the
  // browser (no long task blocking input), with the placeholders kept until it is ready.
  const data = useDeferredValue(fetched);
  const isLoading = fetching || (fetched !== undefined && data === undefined);
  const update = (changes: Parameters<typeof writeSearch>[1]) => setParams(writeSearch(params, changes));
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const searchBox = (
    <SearchBox target={pathname} initial={search} onRoomTypeChange={(value) => setPickedType(value)} />
  );

  // The cards' contact dialog lives here, not in a card: after a sign-in the cards render again (some anew), and
  // the dialog keeps what the seeker typed.
  return (
    <ContactScope>
      <PageHeader title={search.search ? `Results for "${search.search}"` : 'Find your stay'} crumb={label} />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        {phone ? <SearchSummary search={search}>{searchBox}</SearchSummary> : searchBox}
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 3 }} sx={{ order: { xs: 1, lg: 2 } }}>
            <FilterSidebar search={search} onChange={update} />
          </Grid>
          <Grid size={{ xs: 12, lg: 9 }} sx={{ order: { xs: 2, lg: 1 } }}>
            {/* One line on a phone (the count shortened if it must), so the first card starts at a known place. */}
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                mb: 2,
                gap: { xs: 1.5, sm: 2 },
                flexWrap: { xs: 'nowrap', sm: 'wrap' },
              }}
            >
              {/* 'Loading properties...' (spec 02 section 4) takes the count's line: nothing collapses after. */}
              <Typography
                variant="h2"
                noWrap
                sx={{
                  fontSize: { xs: '1rem', sm: '1.25rem' },
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minWidth: 0,
                }}
                aria-live="polite"
                data-testid="result-count"
              >
                {isLoading ? (
                  <>
                    <CircularProgress size={20} aria-hidden="true" />
                    Loading properties...
                  </>
                ) : data ? (
                  resultCount(data)
                ) : (
                  ' '
                )}
              </Typography>
              <TextField
                select
                size="small"
                label="Sort by"
                value={search.sort ?? defaultSort(search)}
                onChange={(event) =>
                  update({
                    sort: event.target.value === defaultSort(search) ? undefined : event.target.value,
                  })
                }
                sx={{ width: { xs: 136, sm: 'auto' }, minWidth: { sm: 210 }, flexShrink: 0 }}
              >
                {menuItems(sortOptionsFor(search))}
              </TextField>
            </Stack>
            {error && (
              <LoadError
                message={errorMessage(error, 'We could not load the properties.')}
                onRetry={() => mutate()}
              />
            )}
            {data && data.total === 0 && !isLoading && (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography variant="h3" component="p">
                  No properties match this search.
                </Typography>
                <Typography color="text.secondary">
                  Try another city, fewer filters or a different keyword.
                </Typography>
                {/* A seeker who filtered to nothing gets a way back in one tap. */}
                {activeFilterCount(search) > 0 && (
                  <Box sx={{ mt: 2 }}>
                    <ClearFilters onChange={update} label="Clear all filters" variant="outlined" />
                  </Box>
                )}
              </Box>
            )}
            <Stack spacing={2} aria-busy={isLoading}>
              {/* Cards of the final shape hold the list's place until the first answer. */}
              {isLoading &&
                !data &&
                Array.from({ length: SKELETON_CARDS }, (_, n) => (
                  <ListingCardSkeleton key={n} first={n === 0} />
                ))}
              {data && <ResultCards page={data} />}
            </Stack>
            {data && pages > 1 && (
              <Pagination
                sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                count={pages}
                page={Number(search.page ?? 1)}
                onChange={(_event, page) => {
                  update({ page: page === 1 ? undefined : String(page) });
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
          </Grid>
        </Grid>
      </Container>
    </ContactScope>
  );
}
