/**
 * The route table of spec 02 section 2. Each route names the remote and exposed module that renders it;
 * those names are the contract with the remote teams (checked by routes.contract.test.ts).
 */
export interface RemoteRoute {
  path: string;
  remote: 'mf_auth' | 'mf_search' | 'mf_account' | 'mf_lister' | 'mf_content';
  module: string;
  /** Signed-in only: without a token, redirect to / and open the login box in post mode. */
  auth?: boolean;
  /** Props the shell passes to the exposed page. */
  props?: Record<string, string>;
  /** The shell checks that :roomType is one of the listing types before mounting the page. */
  roomTypeParam?: boolean;
}

const content = (path: string, module: string, props?: Record<string, string>): RemoteRoute => ({
  path,
  remote: 'mf_content',
  module,
  ...(props ? { props } : {}),
});
const results = (path: string): RemoteRoute => ({ path, remote: 'mf_search', module: 'ResultsPage' });

export const RESULT_PATHS = [
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
] as const;

/** Listing types accepted in /user/{roomType}, in any case. */
export const ROOM_TYPES = ['pg', 'hostel', 'mess', 'room'] as const;

export const routeTable: RemoteRoute[] = [
  content('/', 'HomePage'),
  content('/home', 'HomePage'),
  content('/about', 'AboutPage'),
  content('/contact', 'ContactPage'),
  content('/faq', 'FaqPage'),
  content('/blog', 'BlogListPage'),
  content('/blogdetails/:slug', 'BlogArticlePage'),
  content('/privacy_policies', 'StaticPage', { page: 'privacy-policy' }),
  content('/term_and_condition', 'StaticPage', { page: 'terms-and-conditions' }),
  content('/cancelation', 'StaticPage', { page: 'cancelation' }),
  content('/refundpolicy', 'StaticPage', { page: 'refund-and-cancellation-policy' }),
  content('/refund-and-cancellation-policy', 'StaticPage', { page: 'refund-and-cancellation-policy' }),
  content('/helpcenter', 'StaticPage', { page: 'help-center' }),
  ...RESULT_PATHS.map(results),
  { path: '/pgdetails/:pgDetailsId', remote: 'mf_search', module: 'PropertyDetailPage' },
  { path: '/myaccount', remote: 'mf_account', module: 'ProfilePage', auth: true },
  { path: '/user/change-password', remote: 'mf_account', module: 'ChangePasswordPage', auth: true },
  { path: '/user/wishlist', remote: 'mf_account', module: 'ShortlistPage', auth: true },
  { path: '/user/activities', remote: 'mf_account', module: 'ActivityPage', auth: true },
  { path: '/user/view-all-listing', remote: 'mf_lister', module: 'OwnListingsPage', auth: true },
  {
    path: '/user/:roomType/:pgId?',
    remote: 'mf_lister',
    module: 'ListingWizardPage',
    auth: true,
    roomTypeParam: true,
  },
  {
    path: '/user/:roomType/:pgId/:id',
    remote: 'mf_search',
    module: 'PropertyDetailPage',
    auth: true,
    roomTypeParam: true,
  },
];

/** Modules the shell loads outside the route table (modals). */
export const modalModules: Array<Pick<RemoteRoute, 'remote' | 'module'>> = [
  { remote: 'mf_auth', module: 'AuthModals' },
  { remote: 'mf_search', module: 'KeywordSearchModal' },
];

export const isRoomType = (value: string | undefined): boolean =>
  ROOM_TYPES.includes((value ?? '').toLowerCase() as (typeof ROOM_TYPES)[number]);
