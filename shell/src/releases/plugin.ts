// The federation runtime plugin that picks which release of each remote this browser runs. Runs in the shell's
// entry: imports nothing shared (`@basera/shared/releases` is a plain module, bundled into main.js).
// Type only (erased): window.__BASERA_RELEASES__ is declared by @basera/shared's client-errors.ts.
import type {} from '@basera/shared';
import {
  type BrowserRegistry,
  type PickedRelease,
  pickRelease,
  type ReleaseChannel,
} from '@basera/shared/releases';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { localStore, visitorId } from './visitor';

/** What the page records of one remote: `window.__BASERA_RELEASES__.mf_content`. */
export interface RunningRelease {
  release: string | null;
  channel: ReleaseChannel;
}

/** Records the pick where error reports and support read it (window.__BASERA_RELEASES__). */
export function recordRelease(name: string, picked: PickedRelease): void {
  if (typeof window === 'undefined') return;
  window.__BASERA_RELEASES__ ??= {};
  window.__BASERA_RELEASES__[name] = { release: picked.release, channel: picked.channel };
}

export interface ReleasePluginOptions {
  /** Where the visitor id is kept (localStorage by default; null: an id for this page only). */
  storage?: Storage | null;
  /** Called with each remote's pick (default: recordRelease). */
  record?: (name: string, picked: PickedRelease) => void;
}

/**
 * When a remote is registered, replaces its entry by the manifest of the release this browser runs: its preview
 * (QA's signed link), the canary when the visitor's bucket is inside the canary's share, else the stable release
 * (shared/src/releases.ts pickRelease). A remote the registry does not name is left as it was registered.
 */
export function releasePlugin(
  registry: BrowserRegistry,
  { storage = localStore(), record = recordRelease }: ReleasePluginOptions = {},
): ModuleFederationRuntimePlugin {
  // Read once per page (the same visitor for every remote registered by this page).
  let visitor: string | undefined;
  return {
    name: 'basera-releases',
    beforeRegisterRemote(args) {
      const channels = registry[args.remote.name];
      if (channels === undefined || channels === null) return args;
      // The id is read (and made) only where a canary needs a bucket: a site without canaries stores nothing.
      const bucketed = typeof channels === 'object' && !!channels.canary && !channels.preview;
      if (bucketed) visitor ??= visitorId(storage);
      const picked = pickRelease(args.remote.name, channels, visitor ?? '');
      record(args.remote.name, picked);
      // In place: the runtime registers the object it passed here and ignores what the hook returns.
      (args.remote as { entry?: string }).entry = picked.entry;
      return args;
    },
  };
}

/** The entry a registry names for a remote before any pick (its stable manifest): what registerRemotes is given. */
export const stableEntry = (channels: BrowserRegistry[string]): string =>
  typeof channels === 'string' ? channels : channels.entry;
