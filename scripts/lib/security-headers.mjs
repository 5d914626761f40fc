// Security headers of the static servers (what a CDN in front of each app would add). Every answer: nosniff, a
// referrer policy, a permissions policy, cross-origin-opener-policy, and HSTS when it went out over HTTPS. HTML (the shell's page): a Content-Security-Policy that lets scripts come only from this
// origin, the remotes' origins and the page's own inline boot script (by its hash), data only from the API and
// the remotes, and no other site frame the page. The token lives in localStorage, so this policy is the main
// limit on what an injected script could do.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features no page uses are off for it and its frames; geolocation stays for the site (a later "near me").
  // The API sends the same (api/src/http/security-headers.ts).
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), display-capture=()',
  // No page of another site keeps a handle on ours (window.opener), whatever opened it.
  'cross-origin-opener-policy': 'same-origin',
};

/** A year of HTTPS-only: sent only on answers that went out over HTTPS (here or at the proxy in front). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Whether a request came over HTTPS: TLS here, or X-Forwarded-Proto from a proxy (a forged one adds nothing). */
export const overHttps = (protocol, forwardedProto) =>
  protocol === 'https' ||
  String(forwardedProto ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase() === 'https';

/**
 * The only sites a page may frame: the video hosts a listing's tour may come from (YouTube's privacy-enhanced
 * player, Vimeo) and the map on a listing's page (OpenStreetMap's embed).
 */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
];

/** sha256 sources of the inline <script> elements of an HTML document (those without src). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const originOf = (url) => new URL(url).origin;

/**
 * The origin a tile URL template loads from, as a CSP source: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' ->
 * 'https://tile.openstreetmap.org'; a {s} subdomain becomes a wildcard ('https://*.tile.example.org'). None for ''
 * (no tiles) or a template that is not an absolute http(s) URL (a path on this origin is 'self' already).
 */
export function tileOrigin(template) {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(String(template ?? '').trim());
  if (!match) return null;
  const host = match[2].replace(/\{s\}/g, '*');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The page's policy. `remotes`: the remotes' manifest URLs; `apiBase`: the API's base URL; `mapTiles`: the results
 * map's tile URL template (its origin may serve images). Styles may be inline (MUI's emotion writes <style>
 * elements at run time); pages may frame only FRAME_SOURCES (the map, listing videos).
 */
export function contentSecurityPolicy({ html, remotes, apiBase, mapTiles }) {
  const remoteOrigins = [...new Set(remotes.map(originOf))];
  const api = originOf(apiBase);
  const tiles = tileOrigin(mapTiles);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...(tiles ? [tiles] : [])],
    'media-src': ["'self'", api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, ...remoteOrigins],
    'frame-src': FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The policy for an HTML file on disk, worked out again only when the file changes (a deploy): `source()` gives
 * the remotes and the API base in use.
 */
export function htmlPolicyCache(source) {
  const cache = new Map();
  return (htmlPath) => {
    let stat;
    try {
      stat = fs.statSync(htmlPath);
    } catch {
      // No page file (a remote's build): the policy with no inline script allowed.
      return contentSecurityPolicy({ html: '', ...source() });
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(htmlPath);
    if (cached?.key === key) return cached.policy;
    const policy = contentSecurityPolicy({ html: fs.readFileSync(htmlPath, 'utf8'), ...source() });
    cache.set(htmlPath, { key, policy });
    return policy;
  };
}
