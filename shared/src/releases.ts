// Which release of each remote a browser runs: the registry's view for one browser (the shell's /remotes.json)
// and the pick the shell's federation runtime plugin makes from it. Plain functions without imports: the shell's
// entry uses them before any shared chunk has arrived (this file is bundled into the entry, never shared).

/**
 * A release id: the remote's version and its build, `1.4.0+3f2a9c1` (semver's build metadata). The build part is
 * a hash of the build's inputs, so one source gives one id and a release folder is never written twice.
 */
export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;

/** localStorage key of the anonymous visitor id that places a browser in or out of a canary. */
export const VISITOR_ID_KEY = 'basera_visitor';
/** The HttpOnly cookie a signed preview link sets: which releases this one browser previews. */
export const PREVIEW_COOKIE = 'basera_preview';
/** A preview link's query: `?preview=mf-search@1.5.0-rc.1&sig=...` (`off` ends every preview). */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_SIGNATURE_PARAM = 'sig';

/** One channel of a remote: where its manifest is and which release that is. */
export interface ReleaseRef {
  /** URL of the release's mf-manifest.json. */
  entry: string;
  /** Release id (`1.4.0+3f2a9c1`); null for a remote never released (its plain build folder). */
  release: string | null;
}

/** What the shell's /remotes.json says of one remote for this browser. */
export interface RemoteChannels extends ReleaseRef {
  /** A release a share of visitors runs instead of the stable one. */
  canary?: ReleaseRef & { release: string; percent: number };
  /** The release this browser previews (only sent to a browser whose signed preview cookie names it). */
  preview?: ReleaseRef & { release: string };
}

/**
 * The shell's /remotes.json: federation name (`mf_search`) -> its channels, or a manifest URL alone (a
 * registry without releases: the development servers' static file, or a test's stand-in).
 */
export type BrowserRegistry = Record<string, string | RemoteChannels>;

export type ReleaseChannel = 'stable' | 'canary' | 'preview';

export interface PickedRelease extends ReleaseRef {
  channel: ReleaseChannel;
}

/**
 * A visitor's bucket for one remote's canary, 0 to 9,999: FNV-1a over the remote's name and the visitor id,
 * finished with murmur3's mixer so that ids differing in one character spread evenly. The same visitor is in
 * the same bucket on every page load; the remote's name makes each remote's canary an independent draw.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  const text = `${remote}:${visitorId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 10_000;
}

/** Whether a visitor runs a canary given to `percent` % of visitors (0 to 100, fractions allowed). */
export const inCanary = (visitorId: string, remote: string, percent: number): boolean =>
  canaryBucket(visitorId, remote) < Math.round(percent * 100);

/**
 * The release a browser runs of one remote: its preview if it has one (QA's own browser), else the canary when
 * the visitor's bucket falls inside its percentage, else the stable release.
 */
export function pickRelease(
  remote: string,
  channels: string | RemoteChannels,
  visitorId: string,
): PickedRelease {
  if (typeof channels === 'string') return { entry: channels, release: null, channel: 'stable' };
  if (channels.preview) return { ...channels.preview, channel: 'preview' };
  const { canary } = channels;
  if (canary && inCanary(visitorId, remote, canary.percent))
    return { entry: canary.entry, release: canary.release, channel: 'canary' };
  return { entry: channels.entry, release: channels.release, channel: 'stable' };
}
