// The shell's /remotes.json for one browser: per federation name the manifest of the remote's stable release,
// its canary (the browser picks by its visitor bucket: shared/src/releases.ts pickRelease), and the release this
// browser previews when its signed cookie names one that is still open for preview. The registry is read on
// every request, so a promote, a rollback or a canary change shows on the next page load without a restart.
// A remote never released is served from its build folder as before ({entry: <origin>/mf-manifest.json,
// release: null}); so is one whose stable release the registry names but the disk no longer has (logged).
// Plain ESM without import.meta: the releases folder, the remotes and their origins are parameters.
import fs from 'node:fs';
import path from 'node:path';
import federation from '../../../shared/build/federation.cjs';
import { readRegistry, releaseFolder, remoteState } from './store.mjs';

/** Every remote: package name -> federation name (`{'mf-search': 'mf_search'}`). */
export const REMOTE_NAMES = { ...federation.remoteNames };

/** A release's manifest on its remote's origin: releases are served by the remote's own server (serve.mjs). */
export const releaseEntry = (origin, id) =>
  `${String(origin).replace(/\/+$/, '')}/releases/${id}/mf-manifest.json`;

/** The remote's build folder's manifest (a remote that has no stable release). */
export const distEntry = (origin) => `${String(origin).replace(/\/+$/, '')}/mf-manifest.json`;

/** Whether a release is on disk: its folder has release.json (a folder being copied or removed has not). */
function onDisk(dir, remote, id) {
  try {
    return fs.statSync(path.join(releaseFolder(dir, remote, id), 'release.json')).isFile();
  } catch {
    return false;
  }
}

/**
 * A logger that says each thing at most once a minute (every page load would say it again): `log(key, message)`.
 */
export function oncePerMinute(log = console.warn, intervalMs = 60_000, now = Date.now) {
  const last = new Map();
  return (key, message) => {
    const time = now();
    if (time - (last.get(key) ?? Number.NEGATIVE_INFINITY) < intervalMs) return false;
    last.set(key, time);
    log(message);
    return true;
  };
}

const defaultWarn = oncePerMinute();
/** The last registry read well, per folder: a registry broken by a hand edit leaves the site as it was. */
const lastGood = new Map();

function registryOf(dir, warn) {
  try {
    const doc = readRegistry(dir);
    lastGood.set(dir, doc);
    return doc;
  } catch (error) {
    const kept = lastGood.get(dir);
    warn(
      `registry:${dir}`,
      `${error.message}\n${kept ? `Serving its last good revision (${kept.revision}).` : 'Serving every remote from its build folder.'}`,
    );
    return kept ?? { revision: 0, remotes: {} };
  }
}

/**
 * The BrowserRegistry (shared/src/releases.ts) for one browser.
 * - `dir`: the releases folder; `remotes`: package name -> federation name (default REMOTE_NAMES: every remote);
 * - `originOf(remote)`: the remote's origin (`http://localhost:3002`);
 * - `previews`: this browser's previews from its signed cookie (`[{remote, id}]`, preview.mjs readPreviewCookie);
 * - `warn(key, message)`: where problems go (default: console, each at most once a minute).
 */
export function browserRegistry({
  dir,
  remotes = REMOTE_NAMES,
  originOf,
  previews = [],
  warn = defaultWarn,
}) {
  const doc = registryOf(dir, warn);
  const registry = {};
  for (const [remote, name] of Object.entries(remotes)) {
    const origin = originOf(remote);
    const state = remoteState(doc, remote);
    const present = (id, role) => {
      if (onDisk(dir, remote, id)) return true;
      warn(
        `missing:${remote}:${id}`,
        `${remote}: the registry's ${role} release ${id} is not in ${path.join(dir, remote)} (no release.json); ` +
          `${role === 'stable' ? 'serving its build folder instead' : `no ${role} is served`}. Publish it again or change the registry (pnpm release).`,
      );
      return false;
    };
    const channels =
      state.stable && present(state.stable, 'stable')
        ? { entry: releaseEntry(origin, state.stable), release: state.stable }
        : { entry: distEntry(origin), release: null };
    const { canary } = state;
    if (
      canary &&
      canary.percent > 0 &&
      canary.release !== channels.release &&
      present(canary.release, 'canary')
    )
      channels.canary = {
        entry: releaseEntry(origin, canary.release),
        release: canary.release,
        percent: canary.percent,
      };
    const preview = previews.find((entry) => entry.remote === remote && state.previews.includes(entry.id));
    if (preview && present(preview.id, 'preview'))
      channels.preview = { entry: releaseEntry(origin, preview.id), release: preview.id };
    registry[name] = channels;
  }
  return registry;
}

/** The origins the registry's entries live on (the page's security policy allows scripts from them). */
export const registryOrigins = (remotes, originOf) => [
  ...new Set(Object.keys(remotes).map((remote) => new URL(originOf(remote)).origin)),
];
