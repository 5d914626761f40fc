// Photos: each upload (and each seeded picture) is stored as WebP at these widths; the stored file name is the
// largest one. A module of its own: nearly every page shows a photo, and these helpers alone are small.

export const PHOTO_WIDTHS = [320, 640, 1280] as const;
const VARIANT = /-(320|640|1280)\.webp$/;

/** A stored photo's file at the smallest stored width of at least `width` px; other files as they are. */
export function photoVariant(fileName: string, width: number): string {
  if (!VARIANT.test(fileName)) return fileName;
  const chosen = PHOTO_WIDTHS.find((w) => w >= width) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  return fileName.replace(VARIANT, `-${chosen}.webp`);
}

/** A srcset for a stored photo ('' for other files, which exist at one size only). */
export function photoSrcSet(basePath: string, fileName: string): string {
  if (!VARIANT.test(fileName)) return '';
  return PHOTO_WIDTHS.map((w) => `${basePath}${photoVariant(fileName, w)} ${w}w`).join(', ');
}

/**
 * What an <img> of a photo needs to show it about `width` px wide: the variant of that width as `src`, and every
 * stored width with `sizes` for the browser to pick from. `url` is the stored name (an uploaded or seeded photo,
 * named after its largest variant) with or without its base path; a file of one size only (older data) is
 * shown as it is, with no srcset.
 */
export function photoSources(url: string, width: number, sizes: string) {
  return { src: photoVariant(url, width), srcSet: photoSrcSet('', url), sizes };
}
