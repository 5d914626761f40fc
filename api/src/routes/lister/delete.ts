import { DELETE_LISTING_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../../http/errors';
import { removeListingPhotoFiles } from '../../listings/photos';
import type { PropertyRow } from '../../listings/serialize';
import type { Storage } from '../../storage/storage';
import { listerId, listerOnly, loadOwnListing, postIdParams } from './common';

/** What a deletion did: the listing is gone for good, or archived (its threads and orders kept). */
export interface DeleteAnswer {
  status: true;
  message: string;
  data: { id: number; archived: boolean };
}

/**
 * The storage as removeListingPhotoFiles uses it, with each failed file deletion logged: that helper goes on
 * past a failure (best effort), so the log is the only trace. The orphan sweep (storage/sweep.ts) removes the
 * file later, as no row names it any more.
 */
function loggingDeletes(storage: Storage, request: FastifyRequest): Storage {
  return new Proxy(storage, {
    get(target, key, receiver) {
      if (key !== 'delete') return Reflect.get(target, key, receiver);
      return (file: string) =>
        target.delete(file).catch((error: unknown) => {
          request.log.warn(
            { err: error, file },
            'deleted listing: photo file not removed, left to the sweep',
          );
          throw error;
        });
    },
  });
}

/**
 * DELETE /own-property/:id (LISTER_API.deleteListing): a Lister deletes one of their listings. A draft nobody
 * enquired about and nobody paid for is removed with its rows (one transaction) and then its photo files; any
 * other listing is archived: it leaves My Listings, the dashboard and search, its page answers gone to everyone,
 * and its enquiry threads and orders stay. Another Lister's listing, an archived one and a missing one are 404.
 */
export async function deleteRoutes(app: FastifyInstance) {
  const { db, storage } = app.deps;

  // LISTER_API.deleteListing(id)
  app.delete('/own-property/:id', listerOnly, async (request): Promise<DeleteAnswer> => {
    const { id } = parse(postIdParams, request.params);
    const ownerId = listerId(request);
    const outcome = await db.transaction(async (tx) => {
      // Locked: a second delete (or a step save) waits, then finds it gone or archived (404 either way).
      const row: PropertyRow = await loadOwnListing(tx, id, ownerId, { lock: true });
      const { rows: kept } = await tx.query(
        `SELECT 1 FROM enquiry_threads WHERE property_id = $1
         UNION ALL SELECT 1 FROM subscription_orders WHERE property_id = $1 LIMIT 1`,
        [id],
      );
      if (row.status === 'draft' && kept.length === 0) {
        const { rows: photos } = await tx.query<{ file_name: string }>(
          'SELECT DISTINCT file_name FROM property_photos WHERE property_id = $1',
          [id],
        );
        // Photos, amenities, reports and the rest go with it (ON DELETE CASCADE).
        await tx.query('DELETE FROM properties WHERE id = $1', [id]);
        return {
          archived: false,
          files: [...new Set([row.photo as string | null, ...photos.map((p) => p.file_name)])],
        };
      }
      await tx.query(
        `UPDATE properties SET status = 'archived', archived_at = now(), featured_until = NULL, updated_at = now()
          WHERE id = $1`,
        [id],
      );
      return { archived: true, files: [] };
    });

    // After the commit, best effort: a store (or a read) that fails leaves files no row names, which the orphan
    // sweep removes later; never a half-deleted listing, never an error for a deletion that happened.
    const files = outcome.files.filter((name): name is string => Boolean(name));
    if (files.length) {
      try {
        // A file another listing still names (seeded photos are shared) stays.
        const { rows } = await db.query<{ name: string }>(
          `SELECT file_name AS name FROM property_photos WHERE file_name = ANY($1::text[])
           UNION SELECT photo FROM properties WHERE photo = ANY($1::text[])`,
          [files],
        );
        const used = new Set(rows.map((row) => row.name));
        const store = loggingDeletes(storage, request);
        for (const name of files.filter((file) => !used.has(file)))
          await removeListingPhotoFiles(store, name);
      } catch (error) {
        request.log.warn(
          { err: error, files },
          'deleted listing: photo files not removed, left to the sweep',
        );
      }
    }
    // The public cache is cleared by the listing writers' hook (app.ts) for every DELETE of this scope.
    return {
      status: true,
      message: outcome.archived ? M.archived : M.deleted,
      data: { id, archived: outcome.archived },
    };
  });
}
