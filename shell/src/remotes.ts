import { type ExposedModule, type PropsOf, retryWhenOnline, useAuthStore } from '@basera/shared';
import { matchRoutes } from '@basera/shared/router';
import { OPERATOR_USER_TYPE } from '@basera/shared/rules';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { guardAccepts, OPERATOR_LOGIN_MODULE, routeTable } from './routes';

/**
 * What an exposed page module may export: its page (default) and, optionally, `preload(params)`, which starts
 * the API requests the page will make (into swr's cache) for the route's parameters and the URL, so they run
 * before the page's first render.
 */
interface PageModule {
  default?: ComponentType<never>;
  preload?: (
    params: Record<string, string | undefined>,
    location: { pathname: string; search: string },
  ) => void;
}

// One load per module while it is loading or loaded; a failed load is forgotten, so Retry loads again.
const loads = new Map<ExposedModule, Promise<PageModule>>();

/**
 * Pages that use the MUI components of `@basera/shared/ui-extra`: that chunk downloads beside the page's own.
 * This import is also what makes the shell the provider of ui-extra (webpack provides a shared module only
 * when the build imports it), so its components and those of `@basera/shared/ui` come from one build.
 */
const USES_UI_EXTRA: ExposedModule[] = [
  'mf_lister/ListingWizardPage',
  'mf_account/WriteReviewPage',
  // The lead inbox's filters and the console's queues are Tabs.
  'mf_lister/LeadsPage',
  'mf_admin/AdminApp',
];

/**
 * The MUI components no first screen uses (`@basera/shared/ui-more`: tables, chips, dividers, accordions...): the
 * remote pages that use them load them with their own chunks, never the first visit. This import is what makes
 * the shell their provider (webpack provides a shared module that the build resolves), so that they and the
 * components of `@basera/shared/ui` come from one build; the remotes import nothing but the package name.
 */
export const loadUiMore = () => import('@basera/shared/ui-more');

/**
 * Modules with forms (react-hook-form and `@basera/shared/forms`), likewise: fetched beside the module, and the
 * shell the provider of `@basera/shared/forms`. The home, results and detail pages have none.
 */
const USES_FORMS: ExposedModule[] = [
  'mf_auth/AuthModals',
  'mf_search/KeywordSearchModal',
  'mf_account/ProfilePage',
  'mf_account/ChangePasswordPage',
  'mf_lister/ListingWizardPage',
  'mf_lister/OwnListingsPage',
  'mf_content/ContactPage',
  'mf_auth/OperatorLoginPage',
  'mf_admin/AdminApp',
  'mf_account/WriteReviewPage',
  'mf_lister/ListerReviewsPage',
];

function loadPageModule(module: ExposedModule): Promise<PageModule> {
  let load = loads.get(module);
  if (!load) {
    if (USES_UI_EXTRA.includes(module)) import('@basera/shared/ui-extra').catch(() => undefined);
    if (USES_FORMS.includes(module)) import('@basera/shared/forms').catch(() => undefined);
    // Offline, the load waits for the network and then goes on (the page's loading frame stays meanwhile).
    load = retryWhenOnline(() => loadRemote<PageModule>(module)).then((loaded) => {
      if (!loaded?.default) throw new Error(`${module} is not available`);
      return loaded;
    });
    loads.set(module, load);
    load.catch(() => loads.delete(module));
  }
  return load;
}

/** Loads an exposed module ('mf_search/ResultsPage') and returns its default export; rejects when its remote is down. */
export async function loadRemoteComponent<M extends ExposedModule>(
  module: M,
): Promise<ComponentType<PropsOf<M>>> {
  return (await loadPageModule(module)).default as ComponentType<PropsOf<M>>;
}

/**
 * Starts loading the page of the route at `pathname` before React renders, so the remote's manifest, entry
 * and chunks download while the shell boots, and then the page's own data (its `preload`). A failure is left
 * to the page's own load (and its Retry).
 */
export function preloadRoute(pathname: string, search = ''): void {
  const match = matchRoutes(routeTable, pathname)?.at(-1);
  // A path the route's guard refuses (/no-such-page under /:landing) shows the 404 screen: nothing to load.
  if (!match || !guardAccepts(match.route, match.params)) return;
  // An operator route's module only for an operator: anyone else gets (and preloads) the operator sign-in.
  const { token, usertype } = useAuthStore.getState();
  if (match.route.operator && !(token && usertype === OPERATOR_USER_TYPE)) {
    loadPageModule(OPERATOR_LOGIN_MODULE).catch(() => undefined);
    return;
  }
  loadPageModule(match.route.module)
    .then((loaded) => loaded.preload?.(match.params, { pathname, search }))
    .catch(() => undefined);
}
