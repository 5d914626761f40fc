// A small static server for one built app: what a CDN would do in production. Every request looks the file up
// on disk (a new build is served at once), sends the build's precompressed .br or .gz copy when the browser
// takes it, caches hashed files for good and revalidates the rest. Remotes answer with CORS headers (the shell
// loads them from another origin); the shell falls back to index.html for deep links (HTTP 404 for a path its
// router does not know, with the same page, which then shows the 404 screen) and answers /remotes.json and
// /config.json for the ports in use. A file that cannot be read fails its own request, never the server.
// The shell's pages carry their own head, crawlable block, boot data and status from the API's GET /seo/page
// (page-html.mjs), and /robots.txt and the sitemaps come from the API; with the API slow or down a page is the
// plain index.html as before (its status from the router's known routes).
// Releases (scripts/lib/releases/): each remote also serves its immutable releases at /releases/<id>/ from
// RELEASES_DIR/<remote>/<id>/, and the shell's /remotes.json is worked out per request from the release registry
// and the browser's signed preview cookie, which a preview link (`/?preview=<remote>@<ref>&sig=...`) sets.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { listenHost, portOf, REMOTES, remoteOrigins, root, runtimeConfig, urlOf } from './apps.mjs';
import { knownRouteMatcher } from './known-routes.mjs';
import { answerPage, answerSeoFile, throttledLog } from './page-html.mjs';
import { browserRegistry } from './releases/browser-registry.mjs';
import { answerPreviewLink, PREVIEW_COOKIE, previewSecret, readPreviewCookie } from './releases/preview.mjs';
import { RELEASE_ID, releasesDir } from './releases/store.mjs';
import {
  COMMON_HEADERS,
  htmlPolicyCache,
  overHttps,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.mjs';

/** A name with `.<8 hex>.` in it (chunks, assets, their .br/.gz/.map): its content never changes. */
export const isHashed = (file) => /\.[0-9a-f]{8}\./.test(path.basename(file));

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A release's entry script: its path names one release, whose files never change, so it is cached for good too. */
const isReleaseEntry = (file) => /^remoteEntry\.js(\.(br|gz))?$/.test(path.basename(file));

const notFound = (reply) =>
  reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
// Headers a file response may already have put on the wire-to-be when its stream fails: an error answer must
// not carry them (a plain-text 404 "encoded" as br, or cached for a year).
const FILE_HEADERS = [
  'content-encoding',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];

/**
 * Reads a built index.html when it changed (a deploy writes a new one), else from memory: its text, or null
 * while there is none.
 */
function templateReader(file) {
  let cached = { key: '', text: null };
  return async () => {
    try {
      const stat = await fs.promises.stat(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (cached.key !== key) cached = { key, text: await fs.promises.readFile(file, 'utf8') };
      return cached.text;
    } catch {
      return null;
    }
  };
}

async function listen(app, port, host) {
  try {
    await app.listen({ port, host });
  } catch (error) {
    // `::` (every interface) on a machine without IPv6: every IPv4 interface instead.
    if (host !== '::' || (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL')) throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}

/**
 * Serves `<pkg>/dist` on `port` of `host`. Resolves when listening, to an object with `close([callback])` (also returns
 * a promise) and `address()`, as an http.Server has. `apiBase`: where the shell reads page heads, robots.txt and
 * the sitemaps (the runtime config's API by default; the e2e tests point one at an API that does not answer).
 * `releases`: the releases folder (RELEASES_DIR, else `<repo>/releases`); `dist`: the build folder served
 * (`<repo>/<pkg>/dist`; tests serve a folder of their own).
 */
export async function serveApp(
  pkg,
  port = portOf(pkg),
  host = listenHost(),
  { apiBase, releases = releasesDir(root), dist = path.join(root, pkg, 'dist') } = {},
) {
  const isShell = pkg === 'shell';
  const app = Fastify({ logger: false });

  // This remote's releases: <releases>/<pkg>/<id>/ is served at /releases/<id>/.
  const ownReleases = path.resolve(releases, pkg);
  const inRelease = (file) => path.resolve(file).startsWith(ownReleases + path.sep);
  const cacheControl = (file) =>
    isHashed(file) || (inRelease(file) && isReleaseEntry(file)) ? IMMUTABLE : 'no-cache';

  const policyFor = htmlPolicyCache(() => ({
    // The remotes' releases are served from the same origins as their builds.
    remotes: remoteOrigins(),
    apiBase: runtimeConfig().apiBase,
    mapTiles: runtimeConfig().mapTiles,
  }));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    if (overHttps(request.protocol, request.headers['x-forwarded-proto']))
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  // Other origins may read the files (the shell loads remotes' scripts and manifests from its origin), but not
  // a page: HTML gets its policy instead of CORS.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', policyFor(path.join(dist, 'index.html')));
    } else if (reply.statusCode < 400) {
      reply.header('access-control-allow-origin', '*');
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    for (const name of FILE_HEADERS) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
    // A file gone between its lookup and its read (a deploy replacing it) is missing, not a server fault.
    const missing = error.code === 'ENOENT' || error.code === 'ENOTDIR';
    const status = missing ? 404 : error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`${pkg}: ${request.method} ${request.url}: ${error.message}`);
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(status === 404 ? 'Not found' : status === 500 ? 'Server error' : error.message);
  });

  // Source maps are never published (shared/build/publish-plugin.cjs); one an older build left is not served.
  app.addHook('onRequest', async (request, reply) => {
    if (/\.map(\.(br|gz))?(\?|$)/.test(request.url))
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
  });

  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    // send's default Cache-Control is replaced by ours (setHeaders); ETag and Last-Modified answer 304s.
    cacheControl: false,
    etag: true,
    lastModified: true,
    // dist/.build-hash and dist/.published.json are bookkeeping, not content.
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControl(filePath));
    },
  });

  if (!isShell) {
    // GET /releases/<id>/<file>: a file of one of this remote's releases, with the build folder's rules
    // (precompressed copies, CORS, no dot files, no source maps). Only a finished release is served: its id
    // well-formed and its folder holding release.json (a staging folder is a dot folder, never a release).
    app.get('/releases/*', async (request, reply) => {
      const rest = String(request.params['*'] ?? '');
      const slash = rest.indexOf('/');
      const id = slash > 0 ? rest.slice(0, slash) : '';
      const file = slash > 0 ? rest.slice(slash + 1) : '';
      if (!RELEASE_ID.test(id) || !file || file.split('/').some((part) => !part || part.startsWith('.')))
        return notFound(reply);
      const folder = path.join(ownReleases, id);
      try {
        if (!(await fs.promises.stat(path.join(folder, 'release.json'))).isFile()) return notFound(reply);
      } catch {
        return notFound(reply);
      }
      return reply.sendFile(`/${file}`, folder);
    });
  }

  // The shell's route patterns, shared with its router (shell/src/route-paths.json): read once at start.
  const isKnownRoute = isShell
    ? knownRouteMatcher(JSON.parse(fs.readFileSync(path.join(root, 'shell/src/route-paths.json'), 'utf8')))
    : () => false;

  // At most one line a minute about an API that does not answer (every page request would report it).
  const report = throttledLog(60_000, (message) => console.warn(message));

  const reportPreviews = throttledLog(60_000, (message) => console.warn(message));
  // The preview secret, read (or made) the first time a preview link or cookie needs it.
  let secret = null;
  const secretOf = () => {
    secret ??= previewSecret(releases);
    return secret;
  };
  /** This browser's previews: none without a cookie, or when the secret cannot be read (logged). */
  const previewsOf = (request) => {
    const cookie = request.headers.cookie;
    if (!cookie?.includes(`${PREVIEW_COOKIE}=`)) return [];
    try {
      return readPreviewCookie(cookie, secretOf());
    } catch (error) {
      reportPreviews(`shell: previews are off: ${error.message}`);
      return [];
    }
  };

  if (isShell) {
    app.get('/config.json', (_request, reply) => {
      reply
        .header('cache-control', 'no-cache')
        .type('application/json')
        .send(JSON.stringify(runtimeConfig()));
    });
    // Which release of each remote this browser runs: the registry as it is now (a promote or a rollback shows
    // on the next page load), never cached anywhere.
    app.get('/remotes.json', (request, reply) => {
      const registry = browserRegistry({
        dir: releases,
        originOf: urlOf,
        previews: previewsOf(request),
      });
      reply.header('cache-control', 'no-store').type('application/json').send(JSON.stringify(registry));
    });
  }

  const readTemplate = templateReader(path.join(dist, 'index.html'));

  /**
   * A preview link's answer (a redirect that sets or clears the preview cookie, or a 403 saying why the link is
   * not valid), or null for a page request without one.
   */
  function previewLinkAnswer(request, reply) {
    if (!request.url.includes('preview=')) return null;
    let link;
    try {
      link = answerPreviewLink({
        dir: releases,
        url: request.url,
        cookieHeader: request.headers.cookie,
        secure: overHttps(request.protocol, request.headers['x-forwarded-proto']),
        remotes: REMOTES,
        secretOf,
      });
    } catch (error) {
      console.error(`shell: preview link ${request.url}: ${error.message}`);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'Previews are unavailable right now: the release registry or the preview secret cannot be read.',
        );
    }
    if (!link) return null;
    reply.header('cache-control', 'no-store');
    if (link.status === 302) return reply.header('set-cookie', link.setCookie).redirect(link.location, 302);
    return reply.code(403).type('text/plain; charset=utf-8').send(link.message);
  }

  /** A page of the shell: the API's head and block written in, else the plain page with the router's status. */
  async function sendPage(request, reply) {
    const previewAnswer = previewLinkAnswer(request, reply);
    if (previewAnswer) return previewAnswer;
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const knownRoute = isKnownRoute(pathname);
    const template = await readTemplate();
    const written =
      template &&
      (await answerPage({
        template,
        apiBase: apiBase ?? runtimeConfig().apiBase,
        pathname,
        query: search.slice(1),
        knownRoute,
        method: request.method,
        headers: request.headers,
        report,
      }));
    if (written) return reply.code(written.status).headers(written.headers).send(written.body);
    if (knownRoute) return reply.sendFile('index.html');
    // Not a route: a 404 for crawlers and links checkers, the page for people (its router shows the 404
    // screen). Never a 304: a revalidated 404 would have no body to show.
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    return reply.code(404).sendFile('index.html');
  }

  if (isShell) {
    // Home is a page too, not the static index.html.
    app.get('/', sendPage);
    const sendSeoFile = async (request, reply) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      const file = await answerSeoFile({
        apiBase: apiBase ?? runtimeConfig().apiBase,
        pathname,
        headers: request.headers,
        report,
      });
      return reply.code(file.status).headers(file.headers).send(file.body);
    };
    app.get('/robots.txt', sendSeoFile);
    app.get('/sitemap.xml', sendSeoFile);
    app.get('/sitemaps/*', sendSeoFile);
  }

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // The shell's routes are client-side: a deep link without an extension gets the page.
    if (isShell && (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(pathname))
      return sendPage(request, reply);
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });

  await listen(app, port, host);
  return {
    app,
    address: () => app.server.address(),
    close(callback) {
      const closed = app.close();
      if (callback) closed.then(() => callback(), callback);
      return closed;
    },
  };
}
