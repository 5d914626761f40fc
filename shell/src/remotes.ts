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

/** Loads `remote/Module` and returns its default export; rejects when the remote is down or empty. */
export async function loadRemoteComponent<P>(remote: string, module: string): Promise<ComponentType<P>> {
  const loaded = await loadRemote<{ default?: ComponentType<P> }>(`${remote}/${module}`);
  const component = loaded?.default;
  if (!component) throw new Error(`${remote}/${module} is not available`);
  return component;
}
