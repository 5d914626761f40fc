import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import { contentTypeOf, isStorageKey, STORED_FILE_CACHE_CONTROL } from '../storage/keys';
import type { StoredObject } from '../storage/storage';

/** Whether the browser's If-None-Match names this tag (a list, weak or strong, or `*`). */
function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * GET /storage/<key>: a stored file (avatar, listing photo, content picture) from whichever store is configured,
 * streamed with its picture type and 30 days of immutable caching (stored names never change). The public
 * address is the same whatever the store; a key that is not there, or could not be one, is 404.
 */
export async function storageRoutes(app: FastifyInstance) {
  const { storage } = app.deps;

  app.get('/storage/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) throw notFound();
    let object: StoredObject | null;
    try {
      object = await storage.get(key);
    } catch (error) {
      // The store is down or refuses us: say so, the file may well exist.
      request.log.error({ err: error, key }, 'storage read failed');
      throw new HttpError(503, 'Storage is not available, try again shortly');
    }
    if (!object) throw notFound();
    reply
      .header('Cache-Control', STORED_FILE_CACHE_CONTROL)
      .header('ETag', object.etag)
      .header('Last-Modified', object.lastModified.toUTCString())
      // Pictures are shown by the apps' own origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (stillFresh(request.headers['if-none-match'], object.etag)) {
      object.body.destroy();
      return reply.code(304).send();
    }
    return reply.type(contentTypeOf(key)).header('Content-Length', object.size).send(object.body);
  });
}
