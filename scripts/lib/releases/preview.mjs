// Preview links: a signed `?preview=<remote>@<ref>&sig=<sig>` on the shell's URL lets one browser (QA's) run a
// release that is open for preview, through an HttpOnly cookie the shell's server sets and reads back. The
// signature is an HMAC of the link's text with the site's preview secret, so nobody can make a link for a
// release on their own; the server also checks that the release is still open for preview (the registry's
// `previews`) on every page load, so closing it ends every browser's preview of it.
// Plain ESM without import.meta: functions take the releases folder (tests point them at a temp folder).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listReleases, RELEASE_ID, readRegistry, remoteState, resolveRelease } from './store.mjs';

/** The HttpOnly cookie that lists a browser's previews (shared/src/releases.ts PREVIEW_COOKIE). */
export const PREVIEW_COOKIE = 'basera_preview';
/** The query of a preview link (PREVIEW_PARAM, PREVIEW_SIGNATURE_PARAM there). */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_SIGNATURE_PARAM = 'sig';
/** `?preview=off` ends every preview of the browser. */
export const PREVIEW_OFF = 'off';
/** How long a preview cookie lasts: a week. */
export const PREVIEW_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SECRET_FILE = '.preview-secret';

/** Hex characters of a signature (128 bits of HMAC-SHA256). */
const SIGNATURE_LENGTH = 32;
/** At most this many previews in one cookie (one per remote; a bound on what a forged header makes us check). */
const MAX_PREVIEWS = 20;
const REMOTE_NAME = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * The site's preview secret: env RELEASE_SECRET, else `<dir>/.preview-secret` (32 random bytes, hex), made on
 * first use with mode 0600. Two processes making it at once agree: the file is written whole under a temp name
 * and linked into place, and the one that loses the race reads the winner's.
 */
export function previewSecret(dir, env = process.env) {
  if (env.RELEASE_SECRET) return env.RELEASE_SECRET;
  const file = path.join(dir, SECRET_FILE);
  const read = () => {
    try {
      const text = fs.readFileSync(file, 'utf8').trim();
      return text || null;
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const made = read();
  if (!made) throw new Error(`${file} is empty: remove it and a new preview secret is made`);
  return made;
}

/** The signature of `value`: HMAC-SHA256 with the secret, its first 32 hex characters. */
export const signPreview = (secret, value) =>
  createHmac('sha256', secret).update(String(value), 'utf8').digest('hex').slice(0, SIGNATURE_LENGTH);

/** Whether `signature` is `value`'s (compared in constant time). */
export function verifyPreview(secret, value, signature) {
  if (typeof signature !== 'string' || signature.length !== SIGNATURE_LENGTH) return false;
  const expected = Buffer.from(signPreview(secret, value), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A preview link: `${shellUrl}/?preview=mf-search%401.5.0%2Babc1234&sig=...`. `ref` is a release id, or a version
 * (the newest release of that version open for preview when the link is opened). The value is URL-encoded: a
 * plain `+` in a query reads as a space.
 */
export function previewLink(shellUrl, remote, ref, secret) {
  const value = `${remote}@${ref}`;
  const base = String(shellUrl).replace(/\/+$/, '');
  return `${base}/?${PREVIEW_PARAM}=${encodeURIComponent(value)}&${PREVIEW_SIGNATURE_PARAM}=${signPreview(secret, value)}`;
}

/**
 * A preview link's query read back: `{off: true}` for `?preview=off`, `{remote, ref, value, sig}` for a link,
 * null when the query has no preview. A space in the value is read as `+` (a link pasted with its `+` unencoded
 * arrives as a space: 1.5.0+abc1234 -> "1.5.0 abc1234").
 */
export function readPreviewQuery(searchParams) {
  const raw = searchParams.get(PREVIEW_PARAM);
  if (raw === null) return null;
  const value = raw.trim().replace(/ /g, '+');
  if (value.toLowerCase() === PREVIEW_OFF) return { off: true };
  const sig = (searchParams.get(PREVIEW_SIGNATURE_PARAM) ?? '').trim();
  const at = value.indexOf('@');
  return {
    off: false,
    value,
    sig,
    remote: at > 0 ? value.slice(0, at) : '',
    ref: at > 0 ? value.slice(at + 1) : '',
  };
}

/** What a cookie entry's signature covers: not the same text as a link's, so neither stands in for the other. */
const cookieValue = (remote, id) => `cookie:${remote}@${id}`;

/** The cookie's value for a list of previews `{remote, id}`: `remote@id:sig` joined by `|` (cookie-safe text). */
export function previewCookie(list, secret) {
  return list
    .slice(0, MAX_PREVIEWS)
    .map(({ remote, id }) => `${remote}@${id}:${signPreview(secret, cookieValue(remote, id))}`)
    .join('|');
}

/** The cookie's value in a Cookie header, or null. */
function cookieFromHeader(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * A browser's previews from its Cookie header: `[{remote, id}]`, one per remote, entries whose signature does
 * not match (forged, or made with another secret) dropped. Whether each is still open for preview is the
 * registry's to say (browser-registry.mjs).
 */
export function readPreviewCookie(cookieHeader, secret) {
  const value = cookieFromHeader(cookieHeader, PREVIEW_COOKIE);
  if (!value) return [];
  const list = [];
  for (const entry of value.split('|').slice(0, MAX_PREVIEWS)) {
    const match = /^([^@:|]+)@([^@:|]+):([0-9a-fA-F]+)$/.exec(entry.trim());
    if (!match) continue;
    const [, remote, id, sig] = match;
    if (!REMOTE_NAME.test(remote) || !RELEASE_ID.test(id)) continue;
    if (!verifyPreview(secret, cookieValue(remote, id), sig)) continue;
    if (list.some((preview) => preview.remote === remote)) continue;
    list.push({ remote, id });
  }
  return list;
}

/** A browser's previews with one more: it replaces the same remote's earlier one (one preview per remote). */
export const mergePreview = (list, preview) => [
  ...list.filter((entry) => entry.remote !== preview.remote),
  { remote: preview.remote, id: preview.id },
];

/**
 * The Set-Cookie header for a list of previews (an empty list clears the cookie): HttpOnly, SameSite=Lax, the
 * whole site, a week; Secure when the page went out over HTTPS.
 */
export function previewSetCookie(list, secret, { secure = false } = {}) {
  const value = list.length ? previewCookie(list, secret) : '';
  const maxAge = list.length ? PREVIEW_MAX_AGE_S : 0;
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A raw query string without the preview link's own parameters (the others kept exactly as they were sent). */
function queryWithout(search, names) {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const key = part.split('=')[0].replace(/\+/g, ' ');
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed escape: not one of ours
      }
      return !names.includes(name);
    });
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * The shell's answer to a page request that carries a preview link, or null when it carries none.
 * - `?preview=off`: 302 to the same page without it, the cookie cleared.
 * - a link whose signature matches and whose release is open for preview (a version: its newest release that is
 *   open): 302 to the same page without preview/sig, the cookie set to the browser's previews with this one.
 * - anything else: 403 `This preview link is not valid: <reason>.` and no cookie.
 * `remotes`: the remotes' package names (`mf-search`; a link may use the federation name `mf_search` too);
 * `secretOf()`: the preview secret (asked only when needed: a site without previews makes no secret file).
 */
export function answerPreviewLink({ dir, url, cookieHeader, secure = false, remotes, secretOf }) {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const query = readPreviewQuery(searchParams);
  if (!query) return null;
  // A path on this site only: `//host` would send the browser to another one.
  const location = `${pathname.replace(/^\/+/, '/')}${queryWithout(search, [PREVIEW_PARAM, PREVIEW_SIGNATURE_PARAM])}`;
  if (query.off) return { status: 302, location, setCookie: previewSetCookie([], '', { secure }) };
  const refuse = (reason) => ({ status: 403, message: `This preview link is not valid: ${reason}.` });
  if (!query.remote || !query.ref)
    return refuse('it names no release (a link reads ?preview=<remote>@<version or release id>&sig=...)');
  const secret = secretOf();
  if (!verifyPreview(secret, query.value, query.sig))
    return refuse(
      `its signature does not match (a link is made by \`pnpm release preview ${query.remote} ${query.ref}\`; copy it whole)`,
    );
  const remote = remotes.includes(query.remote) ? query.remote : query.remote.replace(/_/g, '-');
  if (!remotes.includes(remote)) return refuse(`${query.remote} is not a remote of this site`);
  const open = remoteState(readRegistry(dir), remote).previews;
  let release;
  try {
    release = resolveRelease(dir, remote, query.ref);
  } catch (error) {
    return refuse(error.message.replace(/\.$/, ''));
  }
  if (release && !open.includes(release.id) && !RELEASE_ID.test(query.ref)) {
    // A version: its newest release that is open for preview, when the newest of all is not.
    const version = query.ref.replace(/^v(?=\d)/, '');
    const candidates = listReleases(dir, remote).filter(
      (candidate) => candidate.id.split('+')[0] === version && open.includes(candidate.id),
    );
    release = candidates[candidates.length - 1] ?? release;
  }
  if (!release) return refuse(`${remote} has no release ${query.ref}`);
  if (!open.includes(release.id))
    return refuse(
      `${remote} ${release.id} is not open for preview (it was promoted, or closed; \`pnpm release status\` lists what is)`,
    );
  const list = mergePreview(readPreviewCookie(cookieHeader, secret), { remote, id: release.id });
  return {
    status: 302,
    location,
    setCookie: previewSetCookie(list, secret, { secure }),
    release: release.id,
  };
}
