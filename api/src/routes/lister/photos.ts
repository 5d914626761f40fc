import { LISTING_LIMITS, LISTING_MESSAGES as M, photoOrderSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, parse, TooManyRequestsError, ValidationError } from '../../http/errors';
import {
  listingPhotos,
  makeListingPhoto,
  PhotoRejectedError,
  photoFingerprint,
  removeListingPhotoFiles,
  storeListingPhoto,
  syncMainPhoto,
} from '../../listings/photos';
import { listerId, listerOnly, loadOwnListing, photoPaths, postIdParams } from './common';

/** Photo upload requests per Lister per hour (refused or not): each one may decode and write images. */
export const PHOTO_UPLOADS_PER_HOUR = 100;

const photoParams = postIdParams.extend({
  photoId: z.coerce.number({ error: M.photoNotFound }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const FIELD_NAMES = new Set(['photos', 'photos[]']);
const tooMany = () => new ValidationError({ photos: [M.photosTooMany] });

/**
 * What reading the multipart body threw, as an answer: too many files or parts is the photo limit; a client error
 * of the parser stays what it is; anything else (no boundary, a body cut short, a malformed part) is a 400.
 */
function unreadableUpload(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooMany();
  if (statusCode && statusCode >= 400 && statusCode < 500) return error as Error;
  return new HttpError(400, M.photoUploadBroken, { errors: { photos: [M.photoUploadBroken] } });
}

/**
 * A listing's photos (step 5): list, upload one or several in one multipart request (field `photos`), delete
 * one, and reorder (the first is the main photo, mirrored in properties.photo). The multipart parser and its
 * limits are registered by the Lister area (index.ts).
 */
export async function photoRoutes(app: FastifyInstance) {
  const { db, throttle, storage } = app.deps;
  const { photoPath } = photoPaths(app);
  const answer = async (id: number, message?: string) => ({
    status: true,
    ...(message ? { message } : {}),
    data: await listingPhotos(db, id),
    photoPath,
  });

  app.get('/property-photos/:id', listerOnly, async (request) => {
    const { id } = parse(postIdParams, request.params);
    await loadOwnListing(db, id, listerId(request));
    return answer(id);
  });

  app.post('/property-photos/:id', listerOnly, async (request) => {
    const { id } = parse(postIdParams, request.params);
    const ownerId = listerId(request);
    await loadOwnListing(db, id, ownerId);
    if (!request.isMultipart()) throw new ValidationError({ photos: [M.photoRequired] });
    const existing = (await listingPhotos(db, id)).length;
    if (existing >= LISTING_LIMITS.photosMax) throw tooMany();
    // Counted and checked before any file is read or decoded: decoding is the expensive part, so a Lister over
    // the limit costs no image work, and parallel requests cannot all pass the check (each one counts first).
    const uploads = await throttle.hit(`listing-photos:${ownerId}`, 3600);
    if (uploads.count > PHOTO_UPLOADS_PER_HOUR)
      throw new TooManyRequestsError(M.photosThrottled(uploads.resetIn), uploads.resetIn);

    // Each file is checked and written as it arrives (one file in memory at a time); any bad file refuses the
    // whole request and removes what was written for it.
    const stored: string[] = [];
    // Each stored photo's fingerprint (listings/photos.ts photoFingerprint), in the order of `stored`.
    const hashes: string[] = [];
    const discard = () => Promise.all(stored.map((name) => removeListingPhotoFiles(storage, name)));
    try {
      const parts = request.files()[Symbol.asyncIterator]();
      for (;;) {
        let next: Awaited<ReturnType<typeof parts.next>>;
        try {
          next = await parts.next();
        } catch (error) {
          throw unreadableUpload(error);
        }
        if (next.done) break;
        const part = next.value;
        // The name is only shown back in messages: without control characters, and short.
        const name = (part.filename.replace(/[\p{Cc}\p{Cs}]/gu, '') || 'photo').slice(0, 80);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, M.photoTooLarge(name), { errors: { photos: [M.photoTooLarge(name)] } });
          throw unreadableUpload(error);
        }
        // Other file fields are not ours; a form sent with no file chosen carries an empty part.
        if (!FIELD_NAMES.has(part.fieldname) || bytes.length === 0) continue;
        if (existing + stored.length >= LISTING_LIMITS.photosMax) throw tooMany();
        let variants: Map<number, Buffer>;
        try {
          variants = await makeListingPhoto(bytes);
        } catch (error) {
          if (!(error instanceof PhotoRejectedError)) throw error;
          const message = error.reason === 'heic' ? M.photoHeic(name) : M.photoNotImage(name);
          throw new ValidationError({ photos: [message] });
        }
        stored.push(await storeListingPhoto(storage, variants));
        hashes.push(photoFingerprint(variants));
      }
      if (!stored.length) throw new ValidationError({ photos: [M.photoRequired] });
      await db.transaction(async (tx) => {
        await loadOwnListing(tx, id, ownerId, { lock: true });
        const { rows } = await tx.query<{ n: number; top: number }>(
          'SELECT count(*)::int AS n, coalesce(max(position), -1)::int AS top FROM property_photos WHERE property_id = $1',
          [id],
        );
        // Another upload may have finished meanwhile: the limit holds under the row lock.
        if (rows[0]!.n + stored.length > LISTING_LIMITS.photosMax) throw tooMany();
        await tx.query(
          `INSERT INTO property_photos (property_id, file_name, position, sha256)
           SELECT $1, f.name, $3 + f.ord, f.hash FROM unnest($2::text[], $4::text[]) WITH ORDINALITY AS f(name, hash, ord)`,
          [id, stored, rows[0]!.top, hashes],
        );
        await syncMainPhoto(tx, id);
      });
    } catch (error) {
      await discard();
      throw error;
    }
    return answer(id, stored.length === 1 ? 'Photo uploaded' : `${stored.length} photos uploaded`);
  });

  app.delete('/property-photos/:id/:photoId', listerOnly, async (request) => {
    const { id, photoId } = parse(photoParams, request.params);
    const ownerId = listerId(request);
    const removed = await db.transaction(async (tx) => {
      await loadOwnListing(tx, id, ownerId, { lock: true });
      const { rows } = await tx.query<{ file_name: string }>(
        'DELETE FROM property_photos WHERE id = $1 AND property_id = $2 RETURNING file_name',
        [photoId, id],
      );
      if (!rows[0]) throw notFound(M.photoNotFound);
      await syncMainPhoto(tx, id);
      return rows[0].file_name;
    });
    // The same file may be another row's (seeded photos are shared): only uploaded ones are deleted, once unused.
    const { rows } = await db.query('SELECT 1 FROM property_photos WHERE file_name = $1 LIMIT 1', [removed]);
    if (!rows.length) await removeListingPhotoFiles(storage, removed);
    return answer(id, 'Photo removed');
  });

  app.put('/property-photos/:id/order', listerOnly, async (request) => {
    const { id } = parse(postIdParams, request.params);
    const ownerId = listerId(request);
    const { photo_ids } = parse(photoOrderSchema, request.body);
    await db.transaction(async (tx) => {
      await loadOwnListing(tx, id, ownerId, { lock: true });
      const current = new Set((await listingPhotos(tx, id)).map((photo) => photo.id));
      const wanted = new Set(photo_ids);
      if (
        wanted.size !== photo_ids.length ||
        wanted.size !== current.size ||
        photo_ids.some((photoId) => !current.has(photoId))
      )
        throw new ValidationError({ photo_ids: [M.photoOrder] });
      await tx.query(
        `UPDATE property_photos p SET position = o.ord - 1
           FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, ord)
          WHERE p.id = o.id AND p.property_id = $1`,
        [id, photo_ids],
      );
      await syncMainPhoto(tx, id);
    });
    return answer(id, 'Photo order saved');
  });
}
