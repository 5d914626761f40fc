import type { ExposedModule, PropsOf } from '@basera/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** remote name -> manifest URL, read at run time so a remote can move without rebuilding the shell. */
export type RemoteRegistry = Record<string, string>;

export async function fetchRemoteRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

export function registerRemoteRegistry(registry: RemoteRegistry): void {
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/** Loads an exposed module ('mf_search/ResultsPage') and returns its default export; rejects when its remote is down. */
export async function loadRemoteComponent<M extends ExposedModule>(
  module: M,
): Promise<ComponentType<PropsOf<M>>> {
  const loaded = await loadRemote<{ default?: ComponentType<PropsOf<M>> }>(module);
  const component = loaded?.default;
  if (!component) throw new Error(`${module} is not available`);
  return component;
}
