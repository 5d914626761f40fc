import { matchRoutes } from '@basera/shared/router';
import { LANDING_PATH, parseLandingPath } from '@basera/shared/rules';
import { GUARDED_PATTERNS, knownRouteMatcher } from '../../scripts/lib/known-routes.mjs';
import routePaths from './route-paths.json';
import { isRoomType, routeTable } from './routes';

/** Spec 02 section 2, route table (plus /PG, where the home search lands), in the table's own syntax. */
const PUBLIC_PATHS = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/faq',
  '/helpcenter',
  '/blog',
  '/blogdetails/:slug',
  '/privacy_policies',
  '/term_and_condition',
  '/cancelation',
  '/refundpolicy',
  '/refund-and-cancellation-policy',
  '/list',
  '/search_mess',
  '/search_pg',
  '/search_room',
  '/search_hostel',
  '/pg',
  '/mess',
  '/hostel',
  '/room',
  '/PG',
  '/pgdetails/:pgDetailsId',
  // A message's opt-out link (issue 30, not in the spec): it works signed out.
  '/unsubscribe/:token',
  // A resident's review invitation (issue 32): it opens signed out and asks to sign in.
  '/review-invite/:token',
  // City and locality landing pages (issue 33, not in the spec): /pg-in-bengaluru/koramangala.
  '/:landing/:locality?',
];

const SIGNED_IN_PATHS = [
  '/myaccount',
  '/user/change-password',
  '/user/wishlist',
  '/user/view-all-listing',
  // Your Activities: the spec's menu entry has no target; the account area gives it this page.
  '/user/activities',
  // Enquiries (issue 15, not in the spec): the seeker's threads and the Lister's lead inbox.
  '/user/enquiries/:threadId?',
  '/user/leads/:threadId?',
  // Issue 30 (not in the spec): the Lister's dashboard, saved searches and notification channels.
  '/user/dashboard',
  '/user/saved-searches',
  '/user/notifications',
  // Issue 32: the user's reviews, writing one, and the owner's reviews.
  '/user/reviews',
  '/user/reviews/write/:propertyId',
  '/user/listing-reviews',
  '/user/:roomType/:pgId?',
  '/user/:roomType/:pgId/:id',
];

/** The operator console (issue 28): operators only, the operator sign-in in its place for anyone else. */
const OPERATOR_PATHS = ['/admin/*'];

const byPath = new Map(routeTable.map((route) => [route.path, route]));

/** The same matching App.tsx does (case-sensitive routes). */
function screenFor(url: string) {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, caseSensitive: true, route })),
    url,
  );
  const last = matches?.at(-1);
  if (!last) return null;
  const { route } = last.route;
  // The shell's guards (App.tsx) show the 404 screen for params they refuse.
  if (route.roomTypeParam && !isRoomType(last.params.roomType)) return null;
  if (route.landingParam && !parseLandingPath(new URL(url, 'http://x').pathname)) return null;
  return { module: route.module, params: last.params };
}

describe('route table', () => {
  it.each(PUBLIC_PATHS)('has the public route %s', (path) => {
    const route = byPath.get(path);
    expect(route).toBeDefined();
    expect(route?.auth).toBeFalsy();
  });

  it.each(SIGNED_IN_PATHS)('has the signed-in route %s guarded', (path) => {
    expect(byPath.get(path)?.auth).toBe(true);
  });

  it('lists each path once and nothing outside the spec', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...PUBLIC_PATHS, ...SIGNED_IN_PATHS, ...OPERATOR_PATHS].sort());
  });

  it('leaves /signout to App.tsx', () => {
    expect(byPath.has('/signout')).toBe(false);
  });

  it('sends every results path to the one results screen', () => {
    for (const path of ['/list', '/search_pg', '/search_hostel', '/search_mess', '/search_room']) {
      expect(screenFor(path)?.module).toBe('mf_search/ResultsPage');
    }
    for (const path of ['/pg', '/hostel', '/mess', '/room', '/PG']) {
      expect(screenFor(path)?.module).toBe('mf_search/ResultsPage');
    }
  });

  it('serves both refund paths with the same page', () => {
    expect(byPath.get('/refundpolicy')?.props).toEqual(byPath.get('/refund-and-cancellation-policy')?.props);
    expect(byPath.get('/refundpolicy')?.module).toBe(byPath.get('/refund-and-cancellation-policy')?.module);
  });

  it('resolves the /user paths to the right screens', () => {
    expect(screenFor('/user/change-password')?.module).toBe('mf_account/ChangePasswordPage');
    expect(screenFor('/user/wishlist')?.module).toBe('mf_account/ShortlistPage');
    expect(screenFor('/user/activities')?.module).toBe('mf_account/ActivityPage');
    expect(screenFor('/user/view-all-listing')?.module).toBe('mf_lister/OwnListingsPage');
    // Before /user/{roomType}: "leads" and "enquiries" are pages, not room types.
    expect(screenFor('/user/enquiries')?.module).toBe('mf_account/EnquiriesPage');
    expect(screenFor('/user/enquiries/7')).toMatchObject({
      module: 'mf_account/EnquiriesPage',
      params: { threadId: '7' },
    });
    expect(screenFor('/user/leads')?.module).toBe('mf_lister/LeadsPage');
    expect(screenFor('/user/leads/7')).toMatchObject({
      module: 'mf_lister/LeadsPage',
      params: { threadId: '7' },
    });
    expect(screenFor('/user/Room')).toMatchObject({
      module: 'mf_lister/ListingWizardPage',
      params: { roomType: 'Room' },
    });
    expect(screenFor('/user/pg/15')).toMatchObject({
      module: 'mf_lister/ListingWizardPage',
      params: { roomType: 'pg', pgId: '15' },
    });
    expect(screenFor('/user/hostel/15/42')).toMatchObject({
      module: 'mf_search/PropertyDetailPage',
      params: { roomType: 'hostel', pgId: '15', id: '42' },
    });
    expect(screenFor('/pgdetails/42')).toMatchObject({
      module: 'mf_search/PropertyDetailPage',
      params: { pgDetailsId: '42' },
    });
  });

  it.each(OPERATOR_PATHS)('keeps %s for operators (not the plain sign-in guard)', (path) => {
    expect(byPath.get(path)).toMatchObject({ operator: true });
    expect(byPath.get(path)?.auth).toBeFalsy();
  });

  it('sends every /admin address to the console, which routes below it', () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/listings',
      '/admin/listings/12',
      '/admin/content/blogs/3',
    ]) {
      expect(screenFor(url)?.module).toBe('mf_admin/AdminApp');
    }
    expect(screenFor('/Admin')).toBeNull();
    expect(screenFor('/administrator')).toBeNull();
  });

  it('marks the /user/{roomType} routes for the room type check', () => {
    expect(byPath.get('/user/:roomType/:pgId?')?.roomTypeParam).toBe(true);
    expect(byPath.get('/user/:roomType/:pgId/:id')?.roomTypeParam).toBe(true);
  });

  it('matches nothing for unknown paths (the 404 page takes them)', () => {
    expect(screenFor('/does-not-exist')).toBeNull();
    expect(screenFor('/ABOUT')).toBeNull();
  });
});

describe('isRoomType', () => {
  it.each(['pg', 'hostel', 'mess', 'room', 'Room', 'PG', 'Hostel', 'MESS'])('accepts %s', (value) => {
    expect(isRoomType(value)).toBe(true);
  });

  it.each(['flat', 'rooms', 'p g', '', 'change-password', 'wishlist'])('refuses "%s"', (value) => {
    expect(isRoomType(value)).toBe(false);
  });

  it('refuses a missing value', () => {
    expect(isRoomType(undefined)).toBe(false);
  });
});

describe('the route patterns the static server reads (route-paths.json)', () => {
  const isKnownRoute = knownRouteMatcher(routePaths);

  it('are the route table’s paths and /signout, so the server and the router agree', () => {
    expect([...routePaths].sort()).toEqual([...routeTable.map((route) => route.path), '/signout'].sort());
  });

  it.each([
    '/',
    '/about',
    '/about/',
    '/PG',
    '/search_hostel',
    '/pgdetails/999999',
    '/blogdetails/finding-a-pg',
    '/user/pg',
    '/user/pg/15',
    '/user/hostel/15/42',
    '/admin',
    '/admin/listings/7',
    '/admin/content/faqs',
    '/signout',
    '/pg-in-bengaluru',
    '/pg-in-bengaluru/',
    '/hostel-in-new-delhi/karol-bagh',
  ])('knows %s (the router shows a page there)', (url) => {
    expect(isKnownRoute(url)).toBe(true);
    if (url !== '/signout') expect(screenFor(url)).not.toBeNull();
  });

  it.each([
    '/no-such-page',
    '/ABOUT',
    '/Pg',
    '/pgdetails',
    '/pgdetails/1/2',
    '/user/pg/1/2/3',
    '/about.',
    '/Admin',
    '/administrator',
    '/flat-in-bengaluru',
    '/pg-in-Bengaluru',
    '/pg-in-bengaluru/koramangala/5th-block',
    '/pg-in-/x',
    '/user',
  ])('does not know %s (the router shows the 404 page there)', (url) => {
    expect(isKnownRoute(url)).toBe(false);
    expect(screenFor(url)).toBeNull();
  });

  it('take landing pages in the shape the shell guards (the same expression as @basera/shared)', () => {
    expect(GUARDED_PATTERNS['/:landing/:locality?']?.source).toBe(LANDING_PATH.source);
  });
});
