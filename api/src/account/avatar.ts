import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@basera/shared/schemas';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';

/** Largest avatar upload accepted (before resizing). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored avatars are square WebP pictures of this many pixels a side (2x the largest display size). */
export const AVATAR_SIZE = 256;
/** Raster formats people upload from phones and computers. SVG (text that can carry scripts) is not one. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
/** Refuses decompression bombs: a small file that decodes to a gigantic picture. */
const MAX_INPUT_PIXELS = 40_000_000;
const AVATAR_FOLDER = 'avatars';

export class NotAnImageError extends Error {
  constructor() {
    super(ACCOUNT_MESSAGES.notAnImage);
    this.name = 'NotAnImageError';
  }
}

/**
 * Recognises the image by its bytes (never by its name or the browser's content type), then turns it into a
 * 256x256 WebP: turned upright by its EXIF orientation, cropped to the centre, with its metadata (camera,
 * location) left out.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
    return await sharp(input, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Unknown format, truncated or corrupt data, too many pixels: not a picture we can use.
    throw new NotAnImageError();
  }
}

/** Stores an avatar under a new random name (never an existing one); returns its key, the path below /storage/. */
export async function storeAvatar(storage: Storage, picture: Buffer): Promise<string> {
  const key = `${AVATAR_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, picture);
  return key;
}

/** Deletes a replaced avatar (best effort); only files this module wrote. */
export async function removeAvatar(storage: Storage, key: string | null): Promise<void> {
  if (!key || !/^avatars\/[0-9a-f]{32}\.webp$/.test(key)) return;
  await storage.delete(key).catch(() => undefined);
}
