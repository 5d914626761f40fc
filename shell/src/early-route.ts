// Runs in the shell's entry, before its shared chunks (React, @basera/shared, MUI) have arrived, so it may import
// nothing that is shared: only the federation runtime, which main.js carries. The route table (routes.ts) needs
// @basera/shared, so the public routes are mirrored here as patterns; routes.test.ts checks they agree.

// Type only (erased): window.__baseraBoot, the requests index.html starts before any script has loaded.
import type {} from '@basera/shared';
// A plain module (not a shared one): bundled into the entry.
import type { BrowserRegistry } from '@basera/shared/releases';
import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { releasePlugin, stableEntry } from './releases/plugin';

/** Public routes and the exposed module that renders each. */
export const EARLY_ROUTES: [RegExp, string][] = [
  [/^\/(home)?$/, 'mf_content/HomePage'],
  [/^\/about$/, 'mf_content/AboutPage'],
  [/^\/contact$/, 'mf_content/ContactPage'],
  [/^\/faq$/, 'mf_content/FaqPage'],
  [/^\/blog$/, 'mf_content/BlogListPage'],
  [/^\/blogdetails\/[^/]+$/, 'mf_content/BlogArticlePage'],
  [
    /^\/(privacy_policies|term_and_condition|cancelation|refundpolicy|refund-and-cancellation-policy|helpcenter)$/,
    'mf_content/StaticPage',
  ],
  [/^\/(list|PG|pg|hostel|mess|room|search_(pg|hostel|mess|room))$/, 'mf_search/ResultsPage'],
  [/^\/pgdetails\/[^/]+$/, 'mf_search/PropertyDetailPage'],
  // A landing page (@basera/shared's LANDING_PATH, mirrored: this file imports nothing shared).
  [
    /^\/(pg|hostel|mess|room)-in-([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/,
    'mf_search/LandingPage',
  ],
  [/^\/unsubscribe\/[^/]+$/, 'mf_account/UnsubscribePage'],
  [/^\/review-invite\/[^/]+$/, 'mf_account/ReviewInvitePage'],
];

/**
 * Signed-in routes and their modules, started as early as public ones only when this browser holds a session
 * (LCP of these pages was 3.5-5 s with their remote waiting for the shell's chunks). Most specific first: the
 * wizard's `/user/:roomType` takes only the listing types, in any case (routes.ts).
 */
export const SIGNED_IN_EARLY_ROUTES: [RegExp, string][] = [
  [/^\/myaccount$/, 'mf_account/ProfilePage'],
  [/^\/user\/change-password$/, 'mf_account/ChangePasswordPage'],
  [/^\/user\/wishlist$/, 'mf_account/ShortlistPage'],
  [/^\/user\/activities$/, 'mf_account/ActivityPage'],
  [/^\/user\/view-all-listing$/, 'mf_lister/OwnListingsPage'],
  [/^\/user\/enquiries(\/[^/]+)?$/, 'mf_account/EnquiriesPage'],
  [/^\/user\/leads(\/[^/]+)?$/, 'mf_lister/LeadsPage'],
  [/^\/user\/dashboard$/, 'mf_lister/DashboardPage'],
  [/^\/user\/saved-searches$/, 'mf_account/SavedSearchesPage'],
  [/^\/user\/notifications$/, 'mf_account/NotificationSettingsPage'],
  [/^\/user\/reviews$/, 'mf_account/MyReviewsPage'],
  [/^\/user\/reviews\/write\/[^/]+$/, 'mf_account/WriteReviewPage'],
  [/^\/user\/listing-reviews$/, 'mf_lister/ListerReviewsPage'],
  [/^\/user\/(pg|hostel|mess|room)(\/[^/]+)?$/i, 'mf_lister/ListingWizardPage'],
  [/^\/user\/(pg|hostel|mess|room)\/[^/]+\/[^/]+$/i, 'mf_search/PropertyDetailPage'],
];

/** The operator console: its remote only for a browser whose stored session is an operator's. */
const OPERATOR_EARLY_ROUTE: [RegExp, string] = [/^\/admin(\/.*)?$/, 'mf_admin/AdminApp'];

/** Who this browser's stored session says it is (the auth store's keys, mirrored: this file imports nothing shared). */
export interface StoredSession {
  signedIn: boolean;
  operator: boolean;
}

/** The session the auth store left in localStorage (`authToken`, `usertype`); none where storage is refused. */
export function storedSession(): StoredSession {
  try {
    const signedIn = Boolean(localStorage.getItem('authToken'));
    return { signedIn, operator: signedIn && localStorage.getItem('usertype') === 'Admin' };
  } catch {
    return { signedIn: false, operator: false };
  }
}

/**
 * The exposed module a path renders, if any ('mf_content/HomePage'): a public route's always, a signed-in
 * route's only with a stored session, the console's only with an operator's. A stored session may have expired:
 * then one page's code was fetched for nothing and the guard sends the visitor to sign in, as before.
 */
export function earlyModuleFor(
  pathname: string,
  session: StoredSession = { signedIn: false, operator: false },
): string | undefined {
  const routes = [
    ...EARLY_ROUTES,
    ...(session.signedIn ? SIGNED_IN_EARLY_ROUTES : []),
    ...(session.operator ? [OPERATOR_EARLY_ROUTE] : []),
  ];
  return routes.find(([pattern]) => pattern.test(pathname))?.[1];
}

/**
 * Registers the remotes as soon as /remotes.json answers and starts downloading the current route's remote
 * (manifest, entry and the page's own chunks) while the shell's chunks are still arriving. The registry names
 * each remote's manifest (a URL) or its releases ({entry, release, canary?, preview?}): the release plugin picks
 * this browser's one as each remote registers. Resolves with the registry, or with {} when it cannot be read
 * (every remote section then shows its Retry).
 */
export async function startRemotes(
  registryRequest: Promise<Response>,
  pathname: string,
): Promise<BrowserRegistry> {
  let registry: BrowserRegistry = {};
  try {
    const response = await registryRequest;
    if (!response.ok) throw new Error(`Could not read /remotes.json: HTTP ${response.status}`);
    registry = (await response.json()) as BrowserRegistry;
  } catch (error) {
    console.error(error);
    return {};
  }
  registerPlugins([releasePlugin(registry)]);
  registerRemotes(
    Object.entries(registry).map(([name, channels]) => ({ name, entry: stableEntry(channels) })),
  );
  const [remote, expose] = earlyModuleFor(pathname, storedSession())?.split('/') ?? [];
  if (remote && expose) {
    // A remote that is down is left to the page's own load and its Retry.
    preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]).catch(() => undefined);
  }
  return registry;
}

let started: Promise<BrowserRegistry> | undefined;

/** The registry, registered once: started by the entry (index.ts), awaited by bootstrap. */
export function remotesStarted(pathname = window.location.pathname): Promise<BrowserRegistry> {
  started ??= startRemotes(
    window.__baseraBoot?.remotes ?? fetch('/remotes.json', { cache: 'no-store' }),
    pathname,
  );
  return started;
}
