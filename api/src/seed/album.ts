import type { ListingType } from '@basera/shared/schemas';
import type { Layout } from './drawings';
import type { PhotoPool, rng } from './photos';

/** What a listing of each type may show first: its building or a room; a mess its hall or kitchen. */
const MAIN: Record<ListingType, Layout[]> = {
  PG: ['apartment', 'house', 'single-room', 'shared-room'],
  Hostel: ['hostel', 'bunk-room'],
  Mess: ['dining', 'kitchen'],
  Room: ['apartment', 'house', 'single-room', 'study'],
};

/** What its gallery may hold besides: its rooms, and its kitchen or dining hall when it serves food. */
const GALLERY: Record<ListingType, Layout[]> = {
  PG: ['single-room', 'shared-room', 'study', 'apartment', 'house'],
  Hostel: ['bunk-room', 'shared-room', 'study', 'hostel'],
  Mess: ['dining', 'kitchen'],
  Room: ['single-room', 'shared-room', 'study', 'kitchen'],
};

/** A listing's photos, main one first: pictures of what it is, drawn from the pool without repeats. */
export function demoAlbum(
  r: ReturnType<typeof rng>,
  pool: PhotoPool,
  type: ListingType,
  withFood: boolean,
): string[] {
  const main = r.pick(pool[r.pick(MAIN[type])]);
  const layouts = withFood && type !== 'Mess' ? [...GALLERY[type], 'dining' as const] : GALLERY[type];
  const candidates = layouts.flatMap((layout) => pool[layout]).filter((file) => file !== main);
  return [main, ...r.some(candidates, 2, 6)];
}
