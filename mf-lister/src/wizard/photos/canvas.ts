import type { DecodedPhoto, DecodePhoto, Size } from './resize';

// The browser's own decoder and canvas: no library needed. createImageBitmap with imageOrientation
// 'from-image' turns the photo upright by its EXIF orientation (every current browser), so the JPEG drawn from
// it is upright too, without the EXIF the canvas drops (camera, location).

function canvasOf({ width, height }: Size): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
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
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const photo: DecodedPhoto = {
    width: bitmap.width,
    height: bitmap.height,
    toJpeg: async (size, quality) => {
      const canvas = canvasOf(size);
      const context = canvas.getContext('2d') as
        | CanvasRenderingContext2D
        | OffscreenCanvasRenderingContext2D
        | null;
      if (!context) return null;
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
