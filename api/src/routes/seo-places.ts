import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type LandingAddress, parseLandingPath, SEO_API, SITEMAP_MAX_URLS } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../http/errors';
import { publicAnswer, sendPublic } from '../http/public-reads';
import { isPublicListing } from '../listings/states';
import { readLanding } from '../seo/landing';
import { robotsTxt } from '../seo/robots';
import { ShareImages, shareImageKey } from '../seo/share-image';
import {
  currentSitemapNames,
  databaseSitemapSource,
  type SitemapSource,
  sitemapIndexXml,
  sitemapUrls,
  urlsetXml,
} from '../seo/sitemap';

/** The longest path the landing page read takes (a landing path is far shorter). */
export const LANDING_PATH_MAX = 200;
const landingQuery = z.object({
  path: z
    .string({ error: 'Path must be text' })
    .max(LANDING_PATH_MAX, `Path must be at most ${LANDING_PATH_MAX} characters`)
    .default(''),
});

/** How long a share picture may be kept by browsers and chat apps' fetchers. */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** A text answer (XML) kept in the public cache: its body, gzipped once on demand, and an ETag. */
interface TextAnswer {
  body: string;
  gzip?: Buffer;
  etag: string;
}
const textAnswer = (body: string): TextAnswer => ({
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

/**
 * Sends a public text answer the way sendPublic sends JSON (which fixes its type): `public, no-cache` with its
 * ETag (a crawler revalidates and gets 304 while nothing changed), gzipped for clients that take it.
 */
function sendText(request: FastifyRequest, reply: FastifyReply, type: string, answer: TextAnswer) {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', `${vary ? `${vary}, ` : ''}Accept-Encoding`);
  reply.header('Cache-Control', 'public, no-cache').header('ETag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type(type);
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

const XML = 'application/xml; charset=utf-8';

/** `/seo/sitemaps/` of `/seo/sitemaps/x.xml`: the routes take the file name as one parameter and check it. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Issue 33: the city and locality landing pages' data (GET /landing-page), robots.txt, the sitemap index and
 * its typed sitemaps, and the 1200 px share pictures of listings and blog articles.
 */
export async function seoPlaceRoutes(app: FastifyInstance) {
  const { db, config, publicCache: cache, storage } = app.deps;
  const shareImages = new ShareImages(storage);

  // The landing page's data, the same for everyone: cached like the results it summarises (cleared by every
  // listing write), keyed by the address so `/pg-in-pune` and `/pg-in-pune/` share one entry.
  app.get(SEO_API.landing, async (request, reply) => {
    const { path } = parse(landingQuery, request.query);
    const address: LandingAddress | null = parseLandingPath(path);
    if (!address) throw notFound('Page not found');
    const key = `landing:${address.type}:${address.city}:${address.locality ?? ''}`;
    const answer = await cache.get(key, async () => {
      const data = await readLanding(app.deps, address);
      return data ? publicAnswer({ status: true, data }) : null;
    });
    if (!answer) throw notFound('Page not found');
    return sendPublic(request, reply, answer);
  });

  app.get(SEO_API.robots, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(config.siteUrl)),
  );

  // What the sitemaps are made of, each part cached once for the index and every sitemap that slices it.
  const database = databaseSitemapSource(db);
  const source: SitemapSource = {
    staticUrls: () => cache.get('sitemap:static', database.staticUrls),
    placeUrls: () => cache.get('sitemap:places', database.placeUrls),
    blogUrls: () => cache.get('sitemap:blog', database.blogUrls),
    listingCount: () => cache.get('sitemap:listing-count', database.listingCount),
    listingUrls: (offset, limit) =>
      cache.get(`sitemap:listings:${offset}:${limit}`, () => database.listingUrls(offset, limit)),
  };

  app.get(SEO_API.sitemapIndex, async (request, reply) => {
    const answer = await cache.get('sitemap-xml:index', async () =>
      textAnswer(sitemapIndexXml(config.siteUrl, await currentSitemapNames(source, SITEMAP_MAX_URLS))),
    );
    return sendText(request, reply, XML, answer);
  });

  app.get(`${folderOf(SEO_API.sitemap('x'))}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = /^([a-z0-9-]{1,40})\.xml$/.exec(file)?.[1];
    if (!name) throw notFound('Sitemap not found');
    const answer = await cache.get(`sitemap-xml:${name}`, async () => {
      const urls = await sitemapUrls(source, name, SITEMAP_MAX_URLS);
      return urls && textAnswer(urlsetXml(config.siteUrl, urls));
    });
    if (!answer) throw notFound('Sitemap not found');
    return sendText(request, reply, XML, answer);
  });

  /** Sends a share picture, or 404 when there is none. */
  const sendShareImage = async (reply: FastifyReply, sourceKey: string | null) => {
    const jpeg = sourceKey ? await shareImages.get(sourceKey) : null;
    if (!jpeg) throw notFound('Picture not found');
    return reply
      .type('image/jpeg')
      .header('Cache-Control', SHARE_IMAGE_CACHE_CONTROL)
      .header('ETag', `"${shareImageKey(sourceKey!).slice(6, 46)}"`)
      .send(jpeg);
  };

  // A public listing's main photo (its largest stored variant); never a listing the public cannot see.
  app.get(`${folderOf(SEO_API.listingImage(0))}:file`, async (request, reply) => {
    const id = /^([1-9][0-9]{0,14})\.jpg$/.exec((request.params as { file: string }).file)?.[1];
    if (!id) throw notFound('Picture not found');
    const { rows } = await db.query<{
      status: string;
      expires_at: Date | null;
      review: string;
      owner_banned: boolean;
      photo: string | null;
    }>('SELECT status, expires_at, review, owner_banned, photo FROM properties WHERE id = $1', [Number(id)]);
    const row = rows[0];
    const photo = row && isPublicListing(row) && row.photo ? row.photo : null;
    return sendShareImage(reply, photo && `properties/${photo}`);
  });

  // A published article's cover (a content picture); an outside address has no picture of ours.
  app.get(`${folderOf(SEO_API.blogImage('x'))}:file`, async (request, reply) => {
    const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/.exec((request.params as { file: string }).file)?.[1];
    if (!slug) throw notFound('Picture not found');
    const { rows } = await db.query<{ image: string | null }>(
      'SELECT image FROM blogs WHERE published AND slug = $1',
      [slug],
    );
    const image = rows[0]?.image;
    return sendShareImage(reply, image && !/^https?:/i.test(image) ? `content/${image}` : null);
  });
}
