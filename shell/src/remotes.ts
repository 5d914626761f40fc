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

// One load per module while it is loading or loaded; a failed load is forgotten, so Retry loads again.
const loads = new Map<ExposedModule, Promise<ComponentType<never>>>();

/** Loads an exposed module ('mf_search/ResultsPage') and returns its default export; rejects when its remote is down. */
export function loadRemoteComponent<M extends ExposedModule>(module: M): Promise<ComponentType<PropsOf<M>>> {
  let load = loads.get(module);
  if (!load) {
    load = loadRemote<{ default?: ComponentType<never> }>(module).then((loaded) => {
      const component = loaded?.default;
      if (!component) throw new Error(`${module} is not available`);
      return component;
    });
    loads.set(module, load);
    load.catch(() => loads.delete(module));
  }
  return load as Promise<ComponentType<PropsOf<M>>>;
}

/**
 * Starts loading the page of the route at `pathname` before React renders, so the remote's manifest, entry
 * and chunks download while the shell boots. A failure is left to the page's own load (and its Retry).
 */
export function preloadRoute(pathname: string): void {
  const match = matchRoutes(routeTable, pathname)?.at(-1);
  if (match) loadRemoteComponent(match.route.module).catch(() => undefined);
}
