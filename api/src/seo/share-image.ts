import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { SHARE_IMAGE } from '@basera/shared/schemas';
import sharp from 'sharp';
import { isStorageKey } from '../storage/keys';
import type { Storage } from '../storage/storage';

/**
 * Issue 33: the 1200 × 630 JPEG a shared link shows (Open Graph): WhatsApp shows no WebP previews, and every
 * chat app crops to about 1.91:1. Made once per source picture with sharp (cover crop, the picture's own
 * orientation) and kept in the storage under `share/`, so every API instance serves it and a restart does not
 * make it again; the source's key names it, and a photo's key never changes (a new photo has a new name).
 */

/** Where a source picture's share JPEG is kept. */
export const shareImageKey = (sourceKey: string) =>
  `share/${createHash('sha256').update(sourceKey).digest('hex').slice(0, 40)}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A picture cropped to fill 1200 × 630, as a progressive JPEG on white (a transparent PNG has no black). */
export function toShareJpeg(source: Buffer): Promise<Buffer> {
  return sharp(source, { failOn: 'error' })
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** Makes share pictures, one at a time per source: concurrent first requests share one conversion. */
export class ShareImages {
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly storage: Storage) {}

  /**
   * The share JPEG of the stored picture `sourceKey` (`properties/x-1280.webp`): the kept one, else made now from
   * the source and kept. Null when the source is not in the storage.
   */
  async get(sourceKey: string): Promise<Buffer | null> {
    if (!isStorageKey(sourceKey)) return null;
    const key = shareImageKey(sourceKey);
    const kept = await this.storage.get(key);
    if (kept) return bytesOf(kept.body);
    let making = this.making.get(key);
    if (!making) {
      making = this.make(sourceKey, key).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  private async make(sourceKey: string, key: string): Promise<Buffer | null> {
    const source = await this.storage.get(sourceKey);
    if (!source) return null;
    // A source sharp cannot read (damaged, not a picture) has no share picture: nothing is kept.
    const jpeg = await toShareJpeg(await bytesOf(source.body)).catch(() => null);
    if (!jpeg) return null;
    // Kept for next time; a store that cannot be written still gets this answer.
    await this.storage.put(key, jpeg).catch(() => undefined);
    return jpeg;
  }
}
