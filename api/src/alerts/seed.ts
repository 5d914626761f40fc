import { PUBLIC_LISTING } from '../listings/states';
import type { SeedModule } from '../seed/context';

/** Demo listings in public count as published when they were posted (saved searches' new matches start after). */
export const seedPublished: SeedModule = async (db) => {
  await db.query(
    `UPDATE properties p SET published_at = p.posted_at WHERE p.published_at IS NULL AND ${PUBLIC_LISTING}`,
  );
};
