// Runs in the shell's entry with early-route.ts: imports nothing shared, only the federation runtime.
import {
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
  registerPlugins,
} from '@module-federation/enhanced/runtime';
import { entryRetryPlugin } from './releases/entry-retry';

interface ShareEntry {
  loaded?: boolean;
  lib?: unknown;
  loading?: Promise<unknown> | null;
  treeShaking?: ShareEntry;
}

/**
 * The federation runtime keeps the promise of a shared module's first download (`loading`) and hands it to every
 * later use, even when it failed: a chunk that needs react-hook-form or ui-extra, asked for offline, would then
 * fail for good until a reload. This forgets a failed download so the next use downloads again (what the
 * page's retry after a reconnect does).
 */
export function forgetFailedShare(pkgName: string, shareScopeMap: Record<string, Record<string, unknown>>) {
  for (const scope of Object.values(shareScopeMap)) {
    const versions = (scope[pkgName] ?? {}) as Record<string, ShareEntry>;
    for (const shared of Object.values(versions)) {
      for (const entry of [shared, shared.treeShaking]) {
        if (entry?.loading && !entry.loaded && !entry.lib) entry.loading = null;
      }
    }
  }
}

export const retryFailedShares: ModuleFederationRuntimePlugin = {
  name: 'basera-retry-failed-shares',
  errorLoadShare(args) {
    forgetFailedShare(args.pkgName, args.shareScopeMap as Record<string, Record<string, unknown>>);
    return args;
  },
};

/**
 * For the shell's federation instance and for each remote's, created when its entry loads. The shell's instance
 * also retries a remote's failed entry once (manifest or remoteEntry.js, with `?t=<now>`): every remote's
 * entry is loaded by it (remotes mount each other's modules through the shell's loader).
 */
export function installFederationRetry(): void {
  registerGlobalPlugins([retryFailedShares]);
  registerPlugins([retryFailedShares, entryRetryPlugin()]);
}
