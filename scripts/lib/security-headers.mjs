// Security headers of the static servers (what a CDN in front of each app would add). Every answer: nosniff and
// a referrer policy. HTML (the shell's page): a Content-Security-Policy that lets scripts come only from this
// origin, the remotes' origins and the page's own inline boot script (by its hash), data only from the API and
// the remotes, and no other site frame the page. The token lives in localStorage, so this policy is the main
// limit on what an injected script could do.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

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
 * The page's policy. `remotes`: the remotes' manifest URLs; `apiBase`: the API's base URL. Styles may be inline
 * (MUI's emotion writes <style> elements at run time); pages may embed https frames (the map and listing videos).
 */
export function contentSecurityPolicy({ html, remotes, apiBase }) {
  const remoteOrigins = [...new Set(remotes.map(originOf))];
  const api = originOf(apiBase);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, ...remoteOrigins],
    'frame-src': ['https:'],
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
