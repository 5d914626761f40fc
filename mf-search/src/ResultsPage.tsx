import {
  apiRequest,
  bootOr,
  ChunkBoundary,
  errorMessage,
  type InterpretedSearch,
  indianNumber,
  type ListingPage,
  LoadError,
  lazyWithRetry,
  PageHeader,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { searchChips } from '@basera/shared/chips';
import { preloadRead, servedFresh } from '@basera/shared/preload-read';
import { useLocation, useNavigate, useSearchParams } from '@basera/shared/router';
import { CHOOSE } from '@basera/shared/rules';
import {
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  Stack,
  Typography,
  useMediaQuery,
} from '@basera/shared/ui';
import { Pagination } from '@basera/shared/ui-more';
import MapIcon from '@mui/icons-material/Map';
import TuneIcon from '@mui/icons-material/Tune';
import ListIcon from '@mui/icons-material/ViewList';
import type { Theme } from '@mui/material/styles';
import {
  memo,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import useSWR, { preload as swrPreload, useSWRConfig } from 'swr';
import { SaveSearchButton } from './alerts/SaveSearchButton';
import { savedSearchUrl, searchName } from './alerts/save-search';
import { ContactScope } from './contact/ContactScope';
import { ClearFilters, FilterSidebar } from './FilterSidebar';
import { SelectField } from './fields';
import ListingCard from './ListingCard';
import { typeFromPath } from './listing-types';
import { MapLoading } from './map/MapFrame';
import { useCities } from './places';
import { type FilterSheetHandle, FilterSheetHost } from './results/FilterSheet';
import { MainFilters } from './results/MainFilters';
import { NoResults } from './results/NoResults';
import { removeChips, type SearchChipData, SearchChips } from './results/SearchChips';
import SearchBox from './SearchBox';
import { SearchSummary } from './SearchSummary';
import {
  activeFilterCount,
  breadcrumbFor,
  defaultSort,
  FRONT_END_KEYS,
  interpretedParams,
  landingParams,
  landingSearch,
  readSearch,
  resultsTitle,
  type SearchState,
  searchArea,
  sheetFilterCount,
  sortOptionsFor,
  staysOnLanding,
  typedResultsAddress,
  writeSearch,
} from './search-state';
import { ListingCardSkeleton } from './skeletons';

// The map (Leaflet and its tiles) loads only when the seeker asks for it (view=map).
const loadMapView = () => import('./map/MapView');
const MapView = lazyWithRetry(loadMapView);

/**
 * A page opened on the map view on a wide screen starts the map's code with its results. A phone does not: its
 * map view shows the results' cards without the map's code (MapLoading), and Leaflet and swiper downloading beside
 * the page's own code would hold those cards back on a slow network; the map asks for its code as it renders.
 */
function preloadMapView() {
  if (window.matchMedia?.('(max-width: 575.98px)').matches) return;
  loadMapView().catch(() => undefined);
}

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
  for (const [key, value] of Object.entries(search))
    if (value && key !== 'search' && !FRONT_END_KEYS.includes(key)) query[key] = value;
  if (search.search) return ['/search-properties', { search: search.search, ...query }];
  return ['/filtered-properties', query];
}

/**
 * The results request of a search, as swr's key and fetcher (the page and its preload use the same). The page's
 * HTML may carry its first page already (the shell's server writes the public answer: scripts/lib/page-html.mjs),
 * and on a phone index.html may have asked for a type's first page (shared/build/index.html): that answer is used
 * once, signed out only.
 */
function resultsRequest(search: ReturnType<typeof readSearch>, viewer = signedInUser()) {
  const [path, query] = requestFor(search);
  const url = `${path}?${new URLSearchParams(query)}`;
  const read = () => apiRequest<ListingPage>(path, { query });
  // The answer carries the viewer's shortlist hearts: a sign-in (or another user) reads the page again, and the
  // public answer the page came with has none of them.
  if (viewer !== null) return { key: `${url}#user=${viewer}`, fetch: read, read, signedOut: false };
  return { key: url, fetch: () => bootOr(url, read), read, signedOut: true };
}

/**
 * Filtered searches whose answer a keyword search gave already (every word understood): shown as they are, not
 * asked again on mount. Asked again, the list was replaced under the seeker's eyes (a layout shift of a whole
 * screen of cards, CLS 0.24 in Lighthouse on a phone) whenever the two answers ordered the cards differently.
 */
const answeredByKeyword = new Set<string>();

const signedInUser = () => {
  const { token, user } = useAuthStore.getState();
  return token ? (user?.id ?? 0) : null;
};

/** Starts loading a search's results before the page renders (the page then uses that answer). */
export function preloadSearch(search: SearchState) {
  const request = resultsRequest(search);
  // Signed out, the answer may be in the page already (preloadRead): the first render then has its cards.
  const started = request.signedOut
    ? preloadRead(request.key, request.key, request.read)
    : swrPreload(request.key, request.fetch);
  started.catch(() => undefined);
}

/** Called by the shell as soon as this page's code has loaded: the results start loading before the first render. */
export function preload(_params: unknown, location: { pathname: string; search: string }) {
  const search = readSearch(location.pathname, new URLSearchParams(location.search));
  preloadSearch(search);
  if (search.view === 'map') preloadMapView();
}

/** Two answers with the same cards in the same order (their hearts or details may differ). */
const sameCards = (a: ListingPage, b: ListingPage) =>
  a.data.length === b.data.length && a.data.every((listing, i) => listing.id === b.data[i]?.id);

/**
 * A page of result cards. The first FIRST_CARDS come with the page's render and the rest in a low-priority
 * render right after, so on a phone the first photo paints without waiting for the cards below the screen
 * (each card is tens of milliseconds of work there). Two renders, not one per card: each render ends in one
 * uninterruptible commit, and ten of them cost more than they save.
 */
/**
 * Memoised: the page's other state (the type picked in the search box, say) re-renders the
 * page, not ten cards (on a slow phone most of a tap's time on "Filters" went to them: INP).
 */
const ResultCards = memo(function ResultCards({ page }: { page: ListingPage }) {
  const nearName = page.near?.name;
  const [staged, setStaged] = useState({ page, count: FIRST_CARDS });
  // A new list starts again from its first cards. The same cards answered again (a sign-in reads the page again
  // for the viewer's hearts) keep all that were shown: cut back to the first ones for a render, the list was a
  // screen or more shorter and the browser pulled a reader further down the page up to its new end.
  const count = staged.page === page || sameCards(staged.page, page) ? staged.count : FIRST_CARDS;
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
        nearName={nearName}
      />
    ));
});

/** The address after some changes: removing the type of a typed route (/pg) goes to /list, where no type is set. */
export function addressAfter(pathname: string, params: URLSearchParams, changes: SearchState): string {
  const next = writeSearch(params, changes);
  const query = next.toString();
  const typedRoute = pathname !== '/PG' && typeFromPath(pathname) !== null;
  const path = 'room_type' in changes && !changes.room_type && typedRoute ? '/list' : pathname;
  return query ? `${path}?${query}` : path;
}

/** The results page's title and description (a landing page writes its own). */
function ResultsMeta({ pathname, search }: { pathname: string; search: SearchState }) {
  usePageMeta(
    resultsTitle(pathname, search),
    'Search PG rooms, hostels, mess services and room sharing across India.',
  );
  return null;
}

/**
 * The results of a city or locality landing page (/pg-in-bengaluru/koramangala): its search is fixed by the page
 * (null until the page's data has come; the list keeps its place meanwhile), the address keeps only the page,
 * sort and map view, and any other change goes to the typed results route with the whole search.
 */
export interface LandingMode {
  search: SearchState | null;
  /** The city's name (the page's data has it): its chip shows it at once, without waiting for the city list. */
  cityName?: string;
}

/** The ids of the count's line and the list, for the map toggle. */
const LIST_ID = 'results-list';

/**
 * One results screen for every search route. The search lives in the URL query: reload, back and shared
 * links show the same results; the search box, the chips and the filters only change the URL.
 */
export default function ResultsPage({ landing }: { landing?: LandingMode } = {}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const onLanding = landing !== undefined;
  const fixed = landing?.search ?? null;
  const search = useMemo(
    () => (onLanding ? landingSearch(fixed, params) : readSearch(pathname, params)),
    [onLanding, fixed, pathname, params],
  );
  // A landing page whose data has not come yet: its search is unknown, the list shows it is loading.
  const waiting = onLanding && !fixed;
  const [pickedType, setPickedType] = useState<string | null>(null);
  // The breadcrumb and title follow a room type picked in the search box before it is submitted (spec).
  const shown = pickedType && pickedType !== CHOOSE ? { ...search, room_type: pickedType } : search;
  const label = breadcrumbFor(pathname, shown);

  const viewer = useAuthStore((state) => (state.token ? (state.user?.id ?? 0) : null));
  const request = resultsRequest(search, viewer);
  const {
    data: fetched,
    error,
    isLoading: fetching,
    mutate,
  } = useSWR<ListingPage>(waiting ? null : request.key, request.fetch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    // Nor one the server just wrote into the page (preloadRead).
    revalidateIfStale: !answeredByKeyword.has(request.key) && !servedFresh(request.key),
  });
  // A page of cards is the costliest render on a phone: it runs as a low-priority render that yields to the
  // browser (no long task blocking input), with the placeholders kept until it is ready.
  const data = useDeferredValue(fetched);
  const isLoading = waiting || fetching || (fetched !== undefined && data === undefined);
  // The address of the page after some changes: a landing page keeps its page, sort and view, the rest is a search.
  const own = onLanding ? landingParams(params) : params;
  const hrefOf = (changes: SearchState) =>
    onLanding && !staysOnLanding(changes)
      ? typedResultsAddress(search, changes)
      : addressAfter(pathname, own, changes);
  const update = (changes: SearchState) => {
    const address = hrefOf(changes);
    if (address.split('?')[0] === pathname) setParams(writeSearch(own, changes));
    else navigate(address);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const sheet = useRef<FilterSheetHandle>(null);
  const mapView = search.view === 'map';
  const closeMap = () => update({ view: undefined, page: search.page });

  // A keyword search's words, once read: the URL takes them as filters (a replace, no new history entry), so
  // each is a chip, and the filters and the sheet show them.
  const cache = useSWRConfig();
  const interpreted: InterpretedSearch | null | undefined = fetching ? undefined : fetched?.interpreted;
  useEffect(() => {
    if (!interpreted || !search.search) return;
    const next = interpretedParams(params, interpreted);
    if (next.toString() === params.toString()) return;
    // Every word understood: the filtered search of those filters is this very answer (no second wait).
    if (!next.get('search') && fetched) {
      const key = resultsRequest(readSearch(pathname, next), viewer).key;
      answeredByKeyword.add(key);
      cache.mutate(key, { ...fetched, interpreted: null }, { revalidate: false }).catch(() => undefined);
    }
    setParams(next, { replace: true });
  }, [interpreted, search.search, params, pathname, viewer, fetched, cache, setParams]);

  // The chips name the city (the state's list, cached) and the place (the answer's search point).
  // A landing page names its city itself: no city list to wait for (each answer renders the page again).
  const cities = useCities(search.city_id && !landing?.cityName ? search.state_id : undefined);
  const cityName =
    landing?.cityName ??
    cities.find((place) => String(place.id) === search.city_id)?.name ??
    (fetched?.interpreted?.place?.city_id === Number(search.city_id)
      ? fetched?.interpreted?.place?.city_name
      : undefined);
  const placeName = data?.near?.name ?? fetched?.interpreted?.place?.name;
  const chips: SearchChipData[] = useMemo(
    () => searchChips(search, { place: placeName, city: cityName }),
    [search, placeName, cityName],
  );
  const removeChipsOf = (gone: readonly SearchChipData[]) => update(removeChips(gone));

  const searchBox = (
    <SearchBox
      target={landing ? typedResultsAddress(search, {}).split('?')[0] : pathname}
      initial={search}
      onRoomTypeChange={(value) => setPickedType(value)}
    />
  );
  const mapToggle = (
    <Button
      variant="outlined"
      aria-controls={LIST_ID}
      startIcon={mapView ? <ListIcon /> : <MapIcon />}
      onClick={() => update({ view: mapView ? undefined : 'map', page: search.page })}
      sx={{ flexShrink: 0, minHeight: 40, bgcolor: 'background.paper', px: { xs: 1.25, sm: 2 } }}
    >
      {mapView ? 'List' : 'Map'}
    </Button>
  );
  const filtersButton = phone && (
    <Button
      variant={sheetFilterCount(search) ? 'contained' : 'outlined'}
      disableElevation
      startIcon={<TuneIcon />}
      onClick={() => sheet.current?.open()}
      sx={{ flexShrink: 0, minHeight: 40, whiteSpace: 'nowrap', fontWeight: 600 }}
    >
      {sheetFilterCount(search) ? `Filters (${sheetFilterCount(search)})` : 'Filters'}
    </Button>
  );
  const empty = data && data.total === 0 && !isLoading && !error;
  // "Save this search": beside the sort; on a phone at the end of the chips' row (the count's line is full there).
  // A landing page before its data: its search, and so its chips, are on their way; their row holds its place.
  const saveInChipRow = phone && (chips.length > 0 || waiting);
  const saveButton = (
    <SaveSearchButton
      url={landing ? typedResultsAddress(search, { view: undefined }) : savedSearchUrl(pathname, params)}
      name={searchName(
        chips.map((chip) => chip.label),
        resultsTitle(pathname, search),
      )}
      compact={phone}
    />
  );

  // The cards' contact dialog lives here, not in a card: after a sign-in the cards render again (some anew), and
  // the dialog keeps what the seeker typed.
  return (
    <ContactScope>
      {!landing && (
        <>
          <ResultsMeta pathname={pathname} search={shown} />
          <PageHeader
            title={search.search ? `Results for "${search.search}"` : 'Find your stay'}
            crumb={label}
            oneLine
          />
        </>
      )}
      <Container maxWidth="xl" sx={{ py: landing ? { xs: 2, sm: 3 } : 3 }}>
        {phone ? (
          <SearchSummary search={search} placeName={placeName} aside={mapToggle}>
            {searchBox}
          </SearchSummary>
        ) : (
          searchBox
        )}
        {saveInChipRow ? (
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SearchChips chips={chips} onRemove={removeChipsOf} oneLine={phone} holdPlace={waiting} />
            </Box>
            {saveButton}
          </Box>
        ) : (
          <SearchChips chips={chips} onRemove={removeChipsOf} oneLine={phone} holdPlace={waiting} />
        )}
        <Grid container spacing={3} sx={{ mt: 1 }}>
          {!phone && (
            <Grid size={{ xs: 12, lg: 3 }} sx={{ order: { xs: 1, lg: 2 } }}>
              <FilterSidebar search={search} onChange={update} />
            </Grid>
          )}
          <Grid size={{ xs: 12, lg: 9 }} sx={{ order: { xs: 2, lg: 1 } }}>
            <MainFilters
              search={search}
              onChange={update}
              phone={phone}
              leading={filtersButton}
              onBudget={() => sheet.current?.open('budget')}
            />
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
                  flex: { sm: 1 },
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
              {!phone && mapToggle}
              {!saveInChipRow && saveButton}
              <SelectField
                label="Sort by"
                ellipsis
                value={search.sort ?? defaultSort(search)}
                onChange={(sort) => update({ sort: sort === defaultSort(search) ? undefined : sort })}
                options={sortOptionsFor(search)}
                sx={{ width: { xs: 136, sm: 'auto' }, minWidth: { sm: 210 }, flexShrink: 0 }}
              />
            </Stack>
            {error && (
              <LoadError
                message={errorMessage(error, 'We could not load the properties.')}
                onRetry={() => mutate()}
              />
            )}
            {empty && (
              <NoResults
                chips={chips}
                wayOut={data.way_out}
                onChange={update}
                hrefOf={hrefOf}
                fallback={
                  activeFilterCount(search) > 0 && (
                    <ClearFilters onChange={update} label="Clear all filters" variant="outlined" />
                  )
                }
              />
            )}
            <Box id={LIST_ID}>
              {/* The map stays while the next page loads and when an area has nothing: pan, search again. */}
              {mapView && data ? (
                <ChunkBoundary>
                  <Suspense
                    fallback={<MapLoading page={data} nearName={data.near?.name} onClose={closeMap} />}
                  >
                    <MapView
                      page={data}
                      nearName={data.near?.name}
                      onSearchArea={(bbox) => update(searchArea(bbox))}
                      onClose={closeMap}
                    />
                  </Suspense>
                </ChunkBoundary>
              ) : (
                <Stack spacing={2} aria-busy={isLoading}>
                  {/* Cards of the final shape hold the list's place until the first answer. */}
                  {isLoading &&
                    !data &&
                    Array.from({ length: SKELETON_CARDS }, (_, n) => (
                      <ListingCardSkeleton key={n} first={n === 0} />
                    ))}
                  {data && <ResultCards page={data} />}
                </Stack>
              )}
            </Box>
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
      {phone && (
        <FilterSheetHost
          ref={sheet}
          search={search}
          // The sheet closes with the tap; the page under it takes the new search in a low-priority render.
          onApply={(changes) => startTransition(() => update(changes))}
        />
      )}
    </ContactScope>
  );
}
