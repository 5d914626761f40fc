import { LISTING_LIMITS } from '@basera/shared/rules';
import {
  type DecodedPhoto,
  fitWithin,
  heicMessage,
  isHeic,
  JPEG_QUALITY,
  JPEG_QUALITY_FALLBACK,
  jpegName,
  PHOTO_LONG_SIDE_MAX,
  preparePhoto,
  type Size,
} from './resize';

const MB = 1024 * 1024;

/** A picked file of `bytes` bytes (the content is never read: decoding is faked). */
function picked(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** A fake decoder: a photo of `size` that encodes to JPEGs of the given byte counts, one per call. */
function decoded(size: Size, jpegBytes: number[] = [2 * MB]) {
  const calls: Array<{ size: Size; quality: number }> = [];
  let closed = false;
  const photo: DecodedPhoto = {
    ...size,
    toJpeg: async (target, quality) => {
      calls.push({ size: target, quality });
      const bytes = jpegBytes[calls.length - 1] ?? 0;
      // Real bytes: the resized File is made of the blob's content.
      return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    },
    close: () => {
      closed = true;
    },
  };
  return { decode: async () => photo, calls, closed: () => closed };
}

describe('the size of a resized photo', () => {
  it('scales the long side down to 2,560 px, keeping the proportions', () => {
    expect(PHOTO_LONG_SIDE_MAX).toBe(2560);
    // A 12-megapixel phone photo, landscape and portrait.
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
    // A panorama keeps at least a pixel of height.
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2560, height: 1 });
    expect(fitWithin({ width: 5000, height: 5000 })).toEqual({ width: 2560, height: 2560 });
  });

  it('never enlarges a smaller photo', () => {
    expect(fitWithin({ width: 2560, height: 1440 })).toEqual({ width: 2560, height: 1440 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('names the resized file .jpg', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('room.front.jpeg')).toBe('room.front.jpg');
    expect(jpegName('kitchen')).toBe('kitchen.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('HEIC photos', () => {
  it('are recognised by their type or, without one, by their name', () => {
    expect(isHeic({ name: 'IMG_0001.HEIC', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'a', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'a', type: 'image/heic-sequence' })).toBe(true);
    expect(isHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isHeic({ name: 'heic.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeic({ name: 'room.avif', type: 'image/avif' })).toBe(false);
  });

  it('get a message saying how to send the photo as JPEG', () => {
    const message = heicMessage('IMG_0001.HEIC');
    expect(message.startsWith('HEIC photos cannot be uploaded')).toBe(true);
    expect(message).toContain('IMG_0001.HEIC');
    expect(message).toContain('Settings > Camera > Formats > Most Compatible');
    expect(message).toContain('as JPEG');
  });
});

describe('preparing a photo for upload', () => {
  it('resizes a 12 MB phone photo to a JPEG of 2,560 px under the server limit', async () => {
    const file = picked('IMG_0001.jpg', 'image/jpeg', 12 * MB);
    const fake = decoded({ width: 4032, height: 3024 }, [2 * MB]);
    const upload = await preparePhoto(file, fake.decode);
    expect(fake.calls).toEqual([{ size: { width: 2560, height: 1920 }, quality: JPEG_QUALITY }]);
    expect(upload).not.toBe(file);
    expect(upload.name).toBe('IMG_0001.jpg');
    expect(upload.type).toBe('image/jpeg');
    expect(upload.size).toBeLessThan(LISTING_LIMITS.photoBytesMax);
    expect(fake.closed()).toBe(true);
  });

  it('tries a lower quality once when the first JPEG is still over the limit', async () => {
    const file = picked('noisy.png', 'image/png', 30 * MB);
    const fake = decoded({ width: 6000, height: 4000 }, [11 * MB, 6 * MB]);
    const upload = await preparePhoto(file, fake.decode);
    expect(fake.calls.map((call) => call.quality)).toEqual([JPEG_QUALITY, JPEG_QUALITY_FALLBACK]);
    expect(upload.size).toBe(6 * MB);
    expect(upload.name).toBe('noisy.jpg');
  });

  it('sends a small photo as it is', async () => {
    const file = picked('room.jpg', 'image/jpeg', 400 * 1024);
    const fake = decoded({ width: 1600, height: 1200 });
    expect(await preparePhoto(file, fake.decode)).toBe(file);
    expect(fake.calls).toHaveLength(0);
    expect(fake.closed()).toBe(true);
  });

  it('re-encodes a heavy photo of few pixels only when that makes it smaller', async () => {
    const heavy = picked('screen.png', 'image/png', 8 * MB);
    const smaller = await preparePhoto(heavy, decoded({ width: 2000, height: 1000 }, [900 * 1024]).decode);
    expect(smaller.type).toBe('image/jpeg');
    expect(smaller.size).toBe(900 * 1024);

    const dense = picked('detail.jpg', 'image/jpeg', 2 * MB);
    expect(await preparePhoto(dense, decoded({ width: 2400, height: 1600 }, [3 * MB]).decode)).toBe(dense);
  });

  it('sends a file the browser cannot decode as it is (the server decides)', async () => {
    const file = picked('odd.avif', 'image/avif', 12 * MB);
    expect(await preparePhoto(file, async () => null)).toBe(file);
    expect(
      await preparePhoto(file, async () => {
        throw new Error('decode');
      }),
    ).toBe(file);
  });

  it('sends a GIF as it is: resizing would stop its animation', async () => {
    const file = picked('tour.gif', 'image/gif', 3 * MB);
    const fake = decoded({ width: 4000, height: 3000 });
    expect(await preparePhoto(file, fake.decode)).toBe(file);
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the original when the canvas cannot encode', async () => {
    const file = picked('big.jpg', 'image/jpeg', 12 * MB);
    const photo: DecodedPhoto = { width: 4032, height: 3024, toJpeg: async () => null, close: () => {} };
    expect(await preparePhoto(file, async () => photo)).toBe(file);
  });
});
