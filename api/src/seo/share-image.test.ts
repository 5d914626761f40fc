import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalStorage } from '../storage/local';
import { ShareImages, shareImageKey, toShareJpeg } from './share-image';

describe('share pictures', () => {
  it('crops any picture to fill 1200 × 630, a JPEG on white where it was transparent', async () => {
    const tall = await sharp({
      create: { width: 400, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await toShareJpeg(tall);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((channel) => channel! > 245)).toBe(true);
  });

  it('makes one once per source and keeps it; a missing or damaged source has none', async () => {
    const storage = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'basera-share-')));
    const images = new ShareImages(storage);
    await storage.put(
      'properties/a-1280.webp',
      await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#c33' } })
        .webp()
        .toBuffer(),
    );
    await storage.put('properties/broken-1280.webp', Buffer.from('not a picture'));
    const [first, second] = await Promise.all([
      images.get('properties/a-1280.webp'),
      images.get('properties/a-1280.webp'),
    ]);
    expect(first!.equals(second!)).toBe(true);
    expect(await storage.exists(shareImageKey('properties/a-1280.webp'))).toBe(true);
    expect(await images.get('properties/none-1280.webp')).toBeNull();
    expect(await images.get('properties/broken-1280.webp')).toBeNull();
    expect(await storage.exists(shareImageKey('properties/broken-1280.webp'))).toBe(false);
    expect(await images.get('../etc/passwd')).toBeNull();
  });
});
