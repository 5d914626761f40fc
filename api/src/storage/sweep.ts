import { PHOTO_WIDTHS } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import type { Storage } from './storage';

/** A stored file no row names may be one being saved right now: only those older than this are orphans. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
/** How often a running API looks for orphans (besides once at start). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
/** Uploads only (names of random hex); seeded pictures have other names and are never swept. */
const AVATAR = /^avatars\/[0-9a-f]{32}\.webp$/;
const PHOTO = /^properties\/([0-9a-f]{32})-\d+\.webp$/;
/** A file LocalStorage.put was writing when the process died. */
const PARTIAL = /^(avatars|properties)\/[^/]+\.\d+\.\d+\.tmp$/;

/**
 * Deletes uploaded files that no row references and that are older than `olderThanMs`: an avatar or listing
 * photo stored just before a crash (or a failed save) whose row was never written. An avatar is referenced by
 * users.avatar_path, a photo's variants by its largest variant's name in property_photos or properties.photo.
 * Returns the keys deleted.
 */
export async function sweepOrphanUploads(
  db: Queryable,
  storage: Storage,
  { olderThanMs = ORPHAN_AGE_MS, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<string[]> {
  const old: string[] = [];
  for (const folder of ['avatars', 'properties'])
    for await (const object of storage.list(folder))
      if (now - object.lastModified.getTime() > olderThanMs) old.push(object.key);

  const avatars = old.filter((key) => AVATAR.test(key));
  const photoNames = [...new Set(old.map((key) => PHOTO.exec(key)?.[1]).filter(Boolean))].map(
    (hex) => `${hex}-${LARGEST}.webp`,
  );
  const usedAvatars = new Set(
    (
      await db.query<{ avatar_path: string }>(
        'SELECT avatar_path FROM users WHERE avatar_path = ANY($1::text[])',
        [avatars],
      )
    ).rows.map((row) => row.avatar_path),
  );
  const usedPhotos = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT file_name AS name FROM property_photos WHERE file_name = ANY($1::text[])
         UNION SELECT photo FROM properties WHERE photo = ANY($1::text[])`,
        [photoNames],
      )
    ).rows.map((row) => row.name),
  );

  const orphans = old.filter((key) => {
    if (PARTIAL.test(key)) return true;
    if (AVATAR.test(key)) return !usedAvatars.has(key);
    const hex = PHOTO.exec(key)?.[1];
    return hex !== undefined && !usedPhotos.has(`${hex}-${LARGEST}.webp`);
  });
  for (const key of orphans) await storage.delete(key);
  return orphans;
}

/**
 * Sweeps at once and then every SWEEP_EVERY_MS, logging what it removed; a failed sweep is logged and tried
 * again next time. Returns a function that stops it.
 */
export function startUploadSweeper(
  db: Queryable,
  storage: Storage,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): () => void {
  const sweep = () =>
    sweepOrphanUploads(db, storage).then(
      (removed) => {
        if (removed.length) log.info({ removed }, `removed ${removed.length} orphan upload files`);
      },
      (error) => log.error({ err: error }, 'orphan upload sweep failed'),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
