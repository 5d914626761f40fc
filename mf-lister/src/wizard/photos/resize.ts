import { LISTING_LIMITS } from '@basera/shared/rules';

// Phone photos are shrunk in the browser before they are sent: a 12 MB, 4,000 px photo becomes a JPEG of a
// megabyte or two, which uploads in seconds on 4G and stays under the server's limit (photoBytesMax). The
// server makes its own WebP sizes from it (at most 1,600 px wide), so 2,560 px loses nothing seekers see.

/** The longest side a photo keeps. */
export const PHOTO_LONG_SIDE_MAX = 2560;
/** JPEG quality of a resized photo; the fallback when the first try is still too large. */
export const JPEG_QUALITY = 0.85;
export const JPEG_QUALITY_FALLBACK = 0.7;
/** A photo within the long side and at most this size is sent as it is (re-encoding would gain little). */
export const SEND_AS_IS_BYTES = 1.5 * 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** `size` scaled down (never up) so that its longer side is at most `max`, in whole pixels. */
export function fitWithin({ width, height }: Size, max = PHOTO_LONG_SIDE_MAX): Size {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a photo of `size` pixels and `bytes` bytes is sent as it is: small in both. */
export function sendAsIs(size: Size, bytes: number): boolean {
  return Math.max(size.width, size.height) <= PHOTO_LONG_SIDE_MAX && bytes <= SEND_AS_IS_BYTES;
}

/** An iPhone's HEIC (or a HEIF), by its type or, where the browser gives none, by its name. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The message for a HEIC file: the contract's words first, then how to get a JPEG. */
export const heicMessage = (name: string) =>
  `HEIC photos cannot be uploaded ("${name}"). Please send it as JPEG: on an iPhone, choose the photo here ` +
  'from the phone itself (Safari sends it as JPEG), share or export it as JPEG, or set Settings > Camera > ' +
  'Formats > Most Compatible so new photos are JPEG; on a computer, open it and save or export it as JPEG.';

/** The name of the resized file: its own name with .jpg ("IMG_0001.jpg"). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/** A decoded photo, upright by its EXIF orientation (width and height as seen). */
export interface DecodedPhoto extends Size {
  /** Draws the photo at `size` and encodes it as JPEG of `quality`; null when the browser cannot. */
  toJpeg: (size: Size, quality: number) => Promise<Blob | null>;
  close: () => void;
}

/** Decodes a file; null when the browser cannot read it (the server then decides). */
export type DecodePhoto = (file: File) => Promise<DecodedPhoto | null>;

/**
 * The file to upload for `file`: itself when it is small, not decodable here, or a GIF (resizing would stop
 * its animation); otherwise a JPEG of at most PHOTO_LONG_SIDE_MAX px (the original when that is not smaller).
 */
export async function preparePhoto(file: File, decode: DecodePhoto): Promise<File> {
  if (file.type === 'image/gif') return file;
  let photo: DecodedPhoto | null = null;
  try {
    photo = await decode(file);
  } catch {
    photo = null;
  }
  if (!photo) return file;
  try {
    if (sendAsIs(photo, file.size)) return file;
    const size = fitWithin(photo);
    let blob = await photo.toJpeg(size, JPEG_QUALITY);
    if (blob && blob.size > LISTING_LIMITS.photoBytesMax)
      blob = await photo.toJpeg(size, JPEG_QUALITY_FALLBACK);
    if (!blob) return file;
    // Nothing to shrink and no smaller file: the original keeps its quality.
    const scaled = size.width !== photo.width || size.height !== photo.height;
    if (!scaled && blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    photo.close();
  }
}
