import { createHash, randomBytes } from 'node:crypto';
import { PHOTO_WIDTHS } from '@basera/shared/schemas';
import sharp from 'sharp';
import type { Queryable } from '../db';
import type { Storage } from '../storage/storage';

/** Raster formats people upload from phones and computers ('heif' covers AVIF, and HEIC where it decodes). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Refuses decompression bombs: a small file that decodes to a gigantic picture. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** Listing photos live in this folder of the storage (served as /storage/properties/). */
export const PHOTO_FOLDER = 'properties';
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
/** The stored name of an uploaded photo (its largest variant); seeded photos have other names. */
const UPLOADED = new RegExp(`^([0-9a-f]{32})-${LARGEST}\\.webp$`);

export class PhotoRejectedError extends Error {
  constructor(readonly reason: 'not-an-image' | 'heic') {
    super(reason);
    this.name = 'PhotoRejectedError';
  }
}

/** An ISO-BMFF file of the HEIF family whose brand says HEVC (an iPhone's HEIC), not AVIF. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(
    bytes.toString('latin1', 8, 12),
  );
}

/**
 * Recognises a photo by its bytes (never by its name or the browser's content type) and turns it into WebP at
 * each of PHOTO_WIDTHS: upright by its EXIF orientation, metadata (camera, location) left out, never wider than
 * the original (a small photo gives three files of its own width, so every variant name exists).
 */
export async function makeListingPhoto(input: Buffer): Promise<Map<number, Buffer>> {
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, animated: false };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error('format');
    const upright = sharp(input, options).rotate();
    const variants = new Map<number, Buffer>();
    for (const width of PHOTO_WIDTHS) {
      variants.set(
        width,
        await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      );
    }
    return variants;
  } catch {
    // Unknown format, truncated or corrupt data, too many pixels, or a codec this build lacks (HEVC).
    throw new PhotoRejectedError(isHeic(input) ? 'heic' : 'not-an-image');
  }
}

/**
 * The fingerprint of a photo for the review screen's "same photo" (property_photos.sha256): SHA-256 of its
 * largest stored variant, which the same uploaded bytes always give.
 */
export function photoFingerprint(variants: Map<number, Buffer>): string {
  return createHash('sha256')
    .update(
      (LARGEST !== undefined && variants.get(LARGEST)) || [...variants.values()].at(-1) || Buffer.alloc(0),
    )
    .digest('hex');
}

/** property_photos.sha256 of a row whose file could not be read: never equal to a fingerprint, never retried. */
export const UNREADABLE_PHOTO = '-';

/**
 * Fingerprints uploaded photos stored before migration 016 (sha256 NULL), reading their largest variant from the
 * storage: the rows of `propertyId` first, then up to `limit` others, newest first. Called by the review screen,
 * so the backfill happens a little at a time where it is needed, without a job of its own. Returns how many
 * rows it fingerprinted. Seeded photos (other names) are matched by their shared file name instead.
 */
export async function backfillPhotoFingerprints(
  db: Queryable,
  storage: Storage,
  options: { propertyId?: number; limit?: number } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number | string; file_name: string }>(
    `SELECT id, file_name FROM property_photos
      WHERE sha256 IS NULL AND file_name ~ '^[0-9a-f]{32}-[0-9]+.webp$'
      ORDER BY (property_id = $1) DESC, id DESC LIMIT $2`,
    [options.propertyId ?? 0, options.limit ?? 50],
  );
  let done = 0;
  for (const row of rows) {
    let sha256 = UNREADABLE_PHOTO;
    try {
      const stored = await storage.get(`${PHOTO_FOLDER}/${row.file_name}`);
      if (stored) {
        const hash = createHash('sha256');
        for await (const chunk of stored.body) hash.update(chunk as Buffer);
        sha256 = hash.digest('hex');
      }
    } catch {
      // Left unreadable: a store that is away now is asked again only for new uploads.
    }
    await db.query('UPDATE property_photos SET sha256 = $2 WHERE id = $1 AND sha256 IS NULL', [
      row.id,
      sha256,
    ]);
    if (sha256 !== UNREADABLE_PHOTO) done += 1;
  }
  return done;
}

/** Stores the variants under a new random name; returns the stored file name (the largest variant). */
export async function storeListingPhoto(storage: Storage, variants: Map<number, Buffer>): Promise<string> {
  const base = randomBytes(16).toString('hex');
  try {
    for (const [width, bytes] of variants) await storage.put(`${PHOTO_FOLDER}/${base}-${width}.webp`, bytes);
  } catch (error) {
    await removeListingPhotoFiles(storage, `${base}-${LARGEST}.webp`);
    throw error;
  }
  return `${base}-${LARGEST}.webp`;
}

/** Deletes every variant of an uploaded photo (best effort); names of other shapes (seeded photos) are kept. */
export async function removeListingPhotoFiles(storage: Storage, fileName: string | null): Promise<void> {
  const match = fileName?.match(UPLOADED);
  if (!match) return;
  await Promise.all(
    PHOTO_WIDTHS.map((width) =>
      storage.delete(`${PHOTO_FOLDER}/${match[1]}-${width}.webp`).catch(() => undefined),
    ),
  );
}

/** A listing's photos in display order, the main photo first. */
export async function listingPhotos(db: Queryable, propertyId: number) {
  const { rows } = await db.query<{ id: number | string; file_name: string }>(
    'SELECT id, file_name FROM property_photos WHERE property_id = $1 ORDER BY position, id',
    [propertyId],
  );
  return rows.map((row) => ({ id: Number(row.id), file_name: row.file_name }));
}

/**
 * After any photo change, in the same transaction: positions 0..n-1 in the current order, and properties.photo
 * mirroring position 0 (null when none is left).
 */
export async function syncMainPhoto(tx: Queryable, propertyId: number): Promise<void> {
  await tx.query(
    `UPDATE property_photos p SET position = o.rn - 1
       FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM property_photos WHERE property_id = $1) o
      WHERE p.id = o.id AND p.position <> o.rn - 1`,
    [propertyId],
  );
  await tx.query(
    `UPDATE properties SET updated_at = now(),
            photo = (SELECT file_name FROM property_photos WHERE property_id = $1 ORDER BY position, id LIMIT 1)
      WHERE id = $1`,
    [propertyId],
  );
}
