import { PHOTO_WIDTHS } from '@basera/shared/schemas';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';

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

const WALLS = ['#f4e3c3', '#dfe8ef', '#efe0e6', '#e3efe0', '#f1ece4', '#e6e1f2'];
const FLOORS = ['#b98b5e', '#9c7a5b', '#c9b79c', '#8e6f55', '#d4c4a8'];
const ACCENTS = ['#c2410c', '#1e3a5f', '#0f766e', '#7c3aed', '#b45309', '#be123c'];

/** An illustrated room (wall, floor, window, bed, shelf) as SVG: no text, so no fonts are needed. */
function roomSvg(r: ReturnType<typeof rng>, width: number, height: number): string {
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const accent = r.pick(ACCENTS);
  const horizon = Math.round(height * (0.6 + r.next() * 0.1));
  const winX = r.int(40, width - 300);
  const bedX = r.int(30, width - 380);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${horizon}" fill="${wall}"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${floor}"/>
  <rect x="${winX}" y="60" width="220" height="170" rx="6" fill="#bfe3f7" stroke="#ffffff" stroke-width="10"/>
  <line x1="${winX + 110}" y1="60" x2="${winX + 110}" y2="230" stroke="#ffffff" stroke-width="6"/>
  <rect x="${bedX}" y="${horizon - 60}" width="340" height="110" rx="10" fill="${accent}"/>
  <rect x="${bedX + 10}" y="${horizon - 90}" width="320" height="50" rx="12" fill="#ffffff"/>
  <rect x="${bedX + 20}" y="${horizon - 120}" width="90" height="45" rx="10" fill="#fafafa" stroke="#dddddd"/>
  <rect x="${width - 170}" y="${horizon - 230}" width="120" height="230" fill="#8b5e3c"/>
  <rect x="${width - 160}" y="${horizon - 215}" width="100" height="8" fill="#6b4423"/>
  <rect x="${width - 160}" y="${horizon - 150}" width="100" height="8" fill="#6b4423"/>
  <circle cx="${width - 110}" cy="${horizon - 180}" r="14" fill="${accent}"/>
</svg>`;
}

const LARGEST = Math.max(...PHOTO_WIDTHS);

/**
 * Renders an illustration (SVG) as WebP at each of PHOTO_WIDTHS into a folder of the storage, named like an
 * uploaded photo's variants (`stem-320.webp`, `stem-640.webp`, `stem-1280.webp`, see photoVariant in
 * @basera/shared), so that pages pick the width they need by srcset; returns the stored name, the largest
 * variant. Pictures already there are kept. Each width is drawn from the vector, sharp at every size; effort 2
 * keeps seeding quick (these flat pictures compress as small as with the default effort).
 */
export async function writePhotoVariants(storage: Storage, folder: string, stem: string, svg: string) {
  const key = (width: number) => `${folder}/${stem}-${width}.webp`;
  const present = await Promise.all(PHOTO_WIDTHS.map((width) => storage.exists(key(width))));
  if (present.every(Boolean)) return `${stem}-${LARGEST}.webp`;
  const svgWidth = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  if (!svgWidth) throw new Error(`The picture ${stem} has no width`);
  // At this density the SVG rasterises at the largest width: each variant is a downscale, never an upscale.
  const image = sharp(Buffer.from(svg), { density: (72 * LARGEST) / svgWidth });
  for (const width of PHOTO_WIDTHS)
    await storage.put(
      key(width),
      await image.clone().resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer(),
    );
  return `${stem}-${LARGEST}.webp`;
}

/**
 * Generates `count` demo photos (3:2 rooms, WebP at PHOTO_WIDTHS) into a folder of the storage, stored as
 * property-NN-1280.webp; existing ones are kept. Listings share this pool: real-looking pictures without
 * shipping binaries in the repo.
 */
export async function generatePhotos(storage: Storage, folder: string, count: number, seed = 7) {
  const r = rng(seed);
  // The drawings come from the seeded random source in order; the encoding runs in parallel.
  const drawings = Array.from({ length: count }, (_, i) => ({
    stem: `property-${String(i + 1).padStart(2, '0')}`,
    svg: roomSvg(r, 960, 640),
  }));
  return Promise.all(drawings.map(({ stem, svg }) => writePhotoVariants(storage, folder, stem, svg)));
}
