import type { ExposedModule, PropsOf } from '@basera/shared';
import { matchRoutes } from '@basera/shared/router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { routeTable } from './routes';

/** remote name -> manifest URL, read at run time so a remote can move without rebuilding the shell. */
export type RemoteRegistry = Record<string, string>;

declare global {
  interface Window {
    /** Requests index.html starts before any script has loaded (see shared/build/index.html). */
    __baseraBoot?: { remotes?: Promise<Response>; config?: Promise<Response> };
  }
}

export async function fetchRemoteRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  // The page started this request while the scripts were downloading; a later call (Retry) asks again.
  const early = window.__baseraBoot?.remotes;
  if (window.__baseraBoot) window.__baseraBoot.remotes = undefined;
  const response = await (early ?? fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

export function registerRemoteRegistry(registry: RemoteRegistry): void {
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/**
 * What an exposed page module may export: its page (default) and, optionally, `preload(params)`, which starts
 * the API requests the page will make (into swr's cache), so they run while the page's code is still arriving.
 */
interface PageModule {
  default?: ComponentType<never>;
  preload?: (params: Record<string, string | undefined>) => void;
}

// One load per module while it is loading or loaded; a failed load is forgotten, so Retry loads again.
const loads = new Map<ExposedModule, Promise<PageModule>>();

function loadPageModule(module: ExposedModule): Promise<PageModule> {
  let load = loads.get(module);
  if (!load) {
    load = loadRemote<PageModule>(module).then((loaded) => {
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
export function preloadRoute(pathname: string): void {
  const match = matchRoutes(routeTable, pathname)?.at(-1);
  if (!match) return;
  loadPageModule(match.route.module)
    .then((loaded) => loaded.preload?.(match.params))
    .catch(() => undefined);
}
