import type { DecodedPhoto, DecodePhoto, Size } from './resize';

// The browser's own decoder and canvas: no library needed. createImageBitmap with imageOrientation
// 'from-image' turns the photo upright by its EXIF orientation (every current browser), so the JPEG drawn from
// it is upright too, without the EXIF the canvas drops (camera, location).

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A canvas of `size` and its 2D context: an OffscreenCanvas where it has one, else a page canvas. */
function canvasOf({
  width,
  height,
}: Size): { canvas: HTMLCanvasElement | OffscreenCanvas; context: Context2D } | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context ? { canvas, context } : null;
}

/** The photo decoded upright; a browser that refuses the option (an older one) decodes it with its default. */
async function bitmapOf(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(file);
  }
}

function jpegOf(canvas: HTMLCanvasElement | OffscreenCanvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** Decodes `file` with createImageBitmap; null where the browser has no decoder for it (or no canvas). */
export const decodeWithCanvas: DecodePhoto = async (file) => {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await bitmapOf(file);
  } catch {
    return null;
  }
  const photo: DecodedPhoto = {
    width: bitmap.width,
    height: bitmap.height,
    toJpeg: async (size, quality) => {
      const drawing = canvasOf(size);
      if (!drawing) return null;
      const { canvas, context } = drawing;
      // JPEG has no transparency: a PNG's clear parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      return jpegOf(canvas, quality);
    },
    close: () => bitmap.close(),
  };
  return photo;
};
