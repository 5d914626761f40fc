import {
  type ExposedModule,
  PAGE_MIN_HEIGHT,
  type PageFrame,
  PageLoading,
  RemoteSection,
} from '@basera/shared';
import { AppProviders } from '@basera/shared/providers';
import { BrowserRouter, Route, Routes, useLocation, useParams } from '@basera/shared/router';
import { parseLandingParams } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import {
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { AuthModalHost } from './AuthModalHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { prefetchWhenSettled } from './intent';
import { NotFound } from './NotFound';
import { type KeywordSearchHandle, KeywordSearchHost } from './RemoteModals';
import { RequireAuth } from './RequireAuth';
import { RequireOperator } from './RequireOperator';
import { isRoomType, type RemoteRoute, routeTable } from './routes';
import { Signout } from './Signout';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** /user/{roomType}/... only for the four listing types (any case); anything else is a 404. */
function RoomTypeGuard({ children }: { children: ReactNode }) {
  const { roomType } = useParams();
  return isRoomType(roomType) ? children : <NotFound />;
}

/** `/:landing/:locality?` catches every short path: only a landing page's shape mounts the page. */
function LandingGuard({ children }: { children: ReactNode }) {
  const { landing, locality } = useParams();
  return parseLandingParams(landing, locality) ? children : <NotFound />;
}

/**
 * The shape of the pages whose largest picture index.html paints before any script (shared/build/index.html):
 * their loading frame keeps that picture where it is. Any other page loads under a title band.
 */
const PAGE_FRAMES: Partial<Record<ExposedModule, PageFrame>> = {
  'mf_content/HomePage': 'banner',
  'mf_search/PropertyDetailPage': 'detail',
  'mf_content/BlogListPage': 'cards',
  'mf_search/ResultsPage': 'results',
  'mf_search/LandingPage': 'landing',
};

/** While a route's remote loads, its page area is reserved in the page's shape: nothing jumps. */
function routeElement(route: RemoteRoute) {
  const fallback = <PageLoading frame={PAGE_FRAMES[route.module]} />;
  let element = <RemoteSection {...route} fallback={fallback} />;
  if (route.roomTypeParam) element = <RoomTypeGuard>{element}</RoomTypeGuard>;
  if (route.landingParam) element = <LandingGuard>{element}</LandingGuard>;
  if (route.auth) element = <RequireAuth>{element}</RequireAuth>;
  if (route.operator) element = <RequireOperator>{element}</RequireOperator>;
  return element;
}

/**
 * The footer is below the fold on every page (the page area is at least a screen tall), so it renders once the
 * browser is idle after the first screen: a short commit of its own instead of a longer first one on a slow phone.
 */
function FooterWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: rendered in slices that yield to input, not as one long task.
    const show = () => startTransition(() => setReady(true));
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return ready ? <Footer /> : null;
}

const MAIN_ID = 'main';

/**
 * The page's first focusable element: hidden until a keyboard user tabs onto it, then it takes them past the
 * header to the page. Focus moves by hand: a plain #main link would put a hash in the router's URL.
 */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        // Off screen, not display:none, so it stays in the tab order.
        '&:not(:focus)': { clipPath: 'inset(50%)', width: '1px', height: '1px', overflow: 'hidden', p: 0 },
      }}
    >
      Skip to main content
    </Box>
  );
}

function Layout() {
  const keywordSearch = useRef<KeywordSearchHandle>(null);
  const openKeywordSearch = useCallback(() => keywordSearch.current?.open(), []);
  // What a tap may open next downloads once the first page has settled (intent.ts).
  useEffect(() => prefetchWhenSettled({ keywordLoaded: () => keywordSearch.current?.warm() }), []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ScrollToTopOnNavigate />
      {/* Before the routes, so the guard's openModalBox is heard in the same commit (an earlier one waits). */}
      <AuthModalHost />
      <Header onKeywordSearch={openKeywordSearch} />
      {/* At least the viewport under the header: the footer never shows before the page's content. */}
      {/* tabIndex -1: the skip link's target takes focus (no ring: it is a region, not a control). */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, minHeight: PAGE_MIN_HEIGHT, '&:focus': { outline: 'none' } }}
      >
        <Routes>
          {routeTable.map((route) => (
            <Route key={route.path} path={route.path} caseSensitive element={routeElement(route)} />
          ))}
          <Route path="/signout" element={<Signout />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Box>
      <FooterWhenIdle />
      <KeywordSearchHost ref={keywordSearch} />
    </Box>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </AppProviders>
  );
}
