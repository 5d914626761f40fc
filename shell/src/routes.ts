import {
  type ExposedModule,
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  type NoProps,
  type PropsOf,
  type StaticPageSlug,
} from '@basera/shared';
import { LANDING_ROUTE, parseLandingParams } from '@basera/shared/rules';

/**
 * The route table of spec 02 section 2. Each route names the remote and exposed module that renders it;
 * those names and props are the contract with the remote teams (@basera/shared's contracts, checked by
 * contracts.test.ts).
 */
type RouteOf<M extends ExposedModule> = {
  path: string;
  /** The exposed module that renders it, 'remote/Module' (see @basera/shared's contracts). */
  module: M;
  /** Signed-in only: without a token, redirect to / and open the login box in post mode. */
  auth?: boolean;
  /** The shell checks that :roomType is one of the listing types before mounting the page. */
  roomTypeParam?: boolean;
  /** The shell checks that :landing (and :locality) name a landing page (`pg-in-bengaluru`) before mounting it. */
  landingParam?: boolean;
  /**
   * Operators only (usertype 'Admin'): anyone else gets mf-auth's OperatorLoginPage in its place, and the
   * module is never loaded or preloaded for them.
   */
  operator?: boolean;
} & (NoProps extends PropsOf<M> ? { props?: PropsOf<M> } : { props: PropsOf<M> });

/** A route and the page it mounts, with the props that page's contract asks for. */
export type RemoteRoute = { [M in ExposedModule]: RouteOf<M> }[ExposedModule];

const staticPage = (path: string, page: StaticPageSlug): RemoteRoute => ({
  path,
  module: 'mf_content/StaticPage',
  props: { page },
});
/** mf-content's pages that need nothing but the URL. */
type ContentPage = {
  [M in ExposedModule]: M extends `mf_content/${string}` ? (NoProps extends PropsOf<M> ? M : never) : never;
}[ExposedModule];
const content = (path: string, module: ContentPage): RemoteRoute => ({ path, module }) as RemoteRoute;
const results = (path: string): RemoteRoute => ({ path, module: 'mf_search/ResultsPage' });

const slugs = LISTING_TYPES.map((type) => LISTING_TYPE_INFO[type].slug);

/** One results screen for every type (/list), each type (/pg, /search_pg, ...) and the home search (/PG). */
export const RESULT_PATHS = [
  '/list',
  ...slugs.map((slug) => `/search_${slug}`),
  ...slugs.map((slug) => `/${slug}`),
  '/PG',
];

const resultPaths = new Set(RESULT_PATHS.map((path) => path.toLowerCase()));

/**
 * Pages a header sign-in keeps the seeker on (not /myaccount, as spec 01 has it): a results page with its
 * filters, a listing's page. Going to the account page would throw the search away.
 */
export const staysOnSignIn = (pathname: string): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return resultPaths.has(path) || path.startsWith('/pgdetails/');
};

export const routeTable: RemoteRoute[] = [
  content('/', 'mf_content/HomePage'),
  content('/home', 'mf_content/HomePage'),
  content('/about', 'mf_content/AboutPage'),
  content('/contact', 'mf_content/ContactPage'),
  content('/faq', 'mf_content/FaqPage'),
  content('/blog', 'mf_content/BlogListPage'),
  content('/blogdetails/:slug', 'mf_content/BlogArticlePage'),
  staticPage('/privacy_policies', 'privacy-policy'),
  staticPage('/term_and_condition', 'terms-and-conditions'),
  staticPage('/cancelation', 'cancelation'),
  staticPage('/refundpolicy', 'refund-and-cancellation-policy'),
  staticPage('/refund-and-cancellation-policy', 'refund-and-cancellation-policy'),
  staticPage('/helpcenter', 'help-center'),
  ...RESULT_PATHS.map(results),
  { path: '/pgdetails/:pgDetailsId', module: 'mf_search/PropertyDetailPage' },
  // Issue 33: city and locality landing pages (/pg-in-bengaluru, /pg-in-bengaluru/koramangala); any other
  // one- or two-segment path this pattern catches shows the 404 screen (landingParam).
  { path: LANDING_ROUTE, module: 'mf_search/LandingPage', landingParam: true },
  { path: '/myaccount', module: 'mf_account/ProfilePage', auth: true },
  { path: '/user/change-password', module: 'mf_account/ChangePasswordPage', auth: true },
  { path: '/user/wishlist', module: 'mf_account/ShortlistPage', auth: true },
  { path: '/user/activities', module: 'mf_account/ActivityPage', auth: true },
  { path: '/user/view-all-listing', module: 'mf_lister/OwnListingsPage', auth: true },
  // Enquiries (not in the spec): the seeker's threads and the Lister's lead inbox, each with one thread's page.
  { path: '/user/enquiries/:threadId?', module: 'mf_account/EnquiriesPage', auth: true },
  { path: '/user/leads/:threadId?', module: 'mf_lister/LeadsPage', auth: true },
  // Issue 30: the Lister's dashboard, saved searches, notification channels, and a message's opt-out link.
  { path: '/user/dashboard', module: 'mf_lister/DashboardPage', auth: true },
  { path: '/user/saved-searches', module: 'mf_account/SavedSearchesPage', auth: true },
  { path: '/user/notifications', module: 'mf_account/NotificationSettingsPage', auth: true },
  { path: '/unsubscribe/:token', module: 'mf_account/UnsubscribePage' },
  // Issue 32: the user's own reviews, writing one, a resident's invitation link, and the owner's reviews.
  { path: '/user/reviews', module: 'mf_account/MyReviewsPage', auth: true },
  { path: '/user/reviews/write/:propertyId', module: 'mf_account/WriteReviewPage', auth: true },
  { path: '/review-invite/:token', module: 'mf_account/ReviewInvitePage' },
  { path: '/user/listing-reviews', module: 'mf_lister/ListerReviewsPage', auth: true },
  {
    path: '/user/:roomType/:pgId?',
    module: 'mf_lister/ListingWizardPage',
    auth: true,
    roomTypeParam: true,
  },
  {
    path: '/user/:roomType/:pgId/:id',
    module: 'mf_search/PropertyDetailPage',
    auth: true,
    roomTypeParam: true,
  },
  // The operator console (issue 28): its own routes below /admin; sign-in in its place for anyone else.
  { path: '/admin/*', module: 'mf_admin/AdminApp', operator: true },
];

/** What an operator route shows to anyone who is not a signed-in operator. */
export const OPERATOR_LOGIN_MODULE = 'mf_auth/OperatorLoginPage' satisfies ExposedModule;

/** Modules the shell loads outside the route table (modals). */
export const modalModules: ExposedModule[] = ['mf_auth/AuthModals', 'mf_search/KeywordSearchModal'];

/** /user/{roomType}/... takes the four listing types in any case (spec: /user/pg, /user/Room). */
export const isRoomType = (value: string | undefined): boolean => slugs.includes((value ?? '').toLowerCase());

/** Whether a matched route's guard (App.tsx) mounts its page for these params, rather than the 404 screen. */
export const guardAccepts = (route: RemoteRoute, params: Record<string, string | undefined>): boolean =>
  (!route.roomTypeParam || isRoomType(params.roomType)) &&
  (!route.landingParam || parseLandingParams(params.landing, params.locality) !== null);
