import { PHOTO_WIDTHS } from '@basera/shared/schemas';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { LAYOUTS, type Layout } from './drawings';

/** A small seeded random source, so the demo data is the same on every machine. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], min: number, max: number): T[] => {
      const copy = [...list];
      const count = Math.min(copy.length, min + Math.floor(next() * (max - min + 1)));
      const out: T[] = [];
      while (out.length < count) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}

const LARGEST = Math.max(...PHOTO_WIDTHS);

/**
 * Renders an illustration (SVG) as WebP at each of PHOTO_WIDTHS into a folder of the storage, named like an
 * uploaded photo's variants (`stem-320.webp`, `stem-640.webp`, `stem-1280.webp`, see photoVariant in
 * @basera/shared), so that pages pick the width they need by srcset; returns the stored name, the largest
 * variant. Pictures already there are kept. Each width is drawn from the vector, sharp at every size; effort 2
 * keeps seeding quick (these flat pictures compress as small as with the default effort). `opaque` pictures
 * (every pixel painted) are stored without an alpha channel.
 */
export async function writePhotoVariants(
  storage: Storage,
  folder: string,
  stem: string,
  svg: string,
  { opaque = false } = {},
) {
  const key = (width: number) => `${folder}/${stem}-${width}.webp`;
  const present = await Promise.all(PHOTO_WIDTHS.map((width) => storage.exists(key(width))));
  if (present.every(Boolean)) return `${stem}-${LARGEST}.webp`;
  const svgWidth = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  if (!svgWidth) throw new Error(`The picture ${stem} has no width`);
  // At this density the SVG rasterises at the largest width: each variant is a downscale, never an upscale.
  const image = sharp(Buffer.from(svg), { density: (72 * LARGEST) / svgWidth });
  for (const width of PHOTO_WIDTHS) {
    const resized = image.clone().resize({ width });
    // An opaque picture without its alpha channel encodes in about half the time, and looks the same.
    const pixels = opaque ? resized.removeAlpha() : resized;
    await storage.put(key(width), await pixels.webp({ quality: 80, effort: 2 }).toBuffer());
  }
  return `${stem}-${LARGEST}.webp`;
}

/** The stored names of the demo photos, by layout (see LAYOUTS). */
export type PhotoPool = Record<Layout, string[]>;

/**
 * Generates `perLayout` pictures of every layout in LAYOUTS (3:2, WebP at PHOTO_WIDTHS) into a folder of the
 * storage, stored as property-<layout>-NN-1280.webp; existing ones are kept. Listings pick from this pool by
 * what they are: real-looking, varied pictures without shipping binaries in the repo.
 */
export async function generatePhotos(
  storage: Storage,
  folder: string,
  perLayout: number,
  seed = 7,
): Promise<PhotoPool> {
  const r = rng(seed);
  // The drawings come from the seeded random source in order; the encoding runs in parallel.
  const drawings = (Object.keys(LAYOUTS) as Layout[]).flatMap((layout) =>
    Array.from({ length: perLayout }, (_, i) => ({
      layout,
      stem: `property-${layout}-${String(i + 1).padStart(2, '0')}`,
      svg: LAYOUTS[layout](r),
    })),
  );
  const names = await Promise.all(
    drawings.map(({ stem, svg }) => writePhotoVariants(storage, folder, stem, svg, { opaque: true })),
  );
  const pool = Object.fromEntries(
    Object.keys(LAYOUTS).map((layout) => [layout, [] as string[]]),
  ) as PhotoPool;
  for (const [i, { layout }] of drawings.entries()) pool[layout].push(names[i]!);
  return pool;
}
