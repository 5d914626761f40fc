import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { notFound, ServiceUnavailableError } from '../http/errors';
import { contentTypeOf, isStorageKey, STORAGE_UNAVAILABLE, STORED_FILE_CACHE_CONTROL } from '../storage/keys';
import type { ByteRange, StoredObject } from '../storage/storage';

/** Whether the browser's If-None-Match names this tag (a list, weak or strong, or `*`). */
function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The one byte range a Range header asks of an object of `size` bytes: undefined for none, a malformed header,
 * several ranges or a stale If-Range (the whole object is then sent, as HTTP allows), 'unsatisfiable' when it
 * lies beyond the object.
 */
function rangeOf(
  header: string | undefined,
  ifRange: string | undefined,
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header || (ifRange && ifRange !== etag)) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * GET /storage/<key>: a stored file (avatar, listing photo, content picture) from whichever store is configured,
 * streamed with its picture type and 30 days of immutable caching (stored names never change). The public
 * address is the same whatever the store; a key that is not there, or could not be one, is 404. One byte range
 * is answered with 206 (a resumed or partial download), a range beyond the file with 416.
 */
export async function storageRoutes(app: FastifyInstance) {
  const { storage } = app.deps;

  const read = async (key: string, log: { error: (...args: unknown[]) => void }, range?: ByteRange) => {
    try {
      return await storage.get(key, range);
    } catch (error) {
      // The store is down or refuses us: say so (503, retry later), the file may well exist.
      log.error({ err: error, key }, 'storage read failed');
      throw new ServiceUnavailableError(STORAGE_UNAVAILABLE);
    }
  };

  app.get('/storage/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) throw notFound();
    let object: StoredObject | null = await read(key, request.log);
    if (!object) throw notFound();
    reply
      .header('Cache-Control', STORED_FILE_CACHE_CONTROL)
      .header('ETag', object.etag)
      .header('Last-Modified', object.lastModified.toUTCString())
      .header('Accept-Ranges', 'bytes')
      // Pictures are shown by the apps' own origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (stillFresh(request.headers['if-none-match'], object.etag)) {
      object.body.destroy();
      return reply.code(304).send();
    }
    const size = object.size;
    const ifRange = request.headers['if-range'];
    const range = rangeOf(
      request.headers.range,
      typeof ifRange === 'string' ? ifRange : undefined,
      size,
      object.etag,
    );
    if (range === 'unsatisfiable') {
      object.body.destroy();
      return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    }
    if (range) {
      object.body.destroy();
      object = await read(key, request.log, range);
      // Gone between the two reads: as if never there.
      if (!object) throw notFound();
      return reply
        .code(206)
        .type(contentTypeOf(key))
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(object.body);
    }
    return reply.type(contentTypeOf(key)).header('Content-Length', size).send(object.body);
  });
}
