import { seedPublished } from '../alerts/seed';
import type { Db } from '../db';
import { seedContent } from './content';
import type { SeedContext, SeedModule } from './context';
import { seedEnquiries } from './enquiries';
import { seedFeatured } from './featured';
import { seedGazetteer, seedGazetteerIfMissing } from './gazetteer';
import { seedGeneralSettings } from './general-settings';
import { seedListings } from './listings';
import { seedPlaces } from './places';
import { seedReview } from './review';
import { seedReviews } from './reviews';
import { seedUsers } from './users';

/**
 * Demo data, in order. Each later issue adds its module here (users, listings, content); every module writes
 * into an empty database inside the one seed transaction.
 */
const modules: Array<{ name: string; run: SeedModule }> = [
  { name: 'general settings', run: seedGeneralSettings },
  { name: 'demo users', run: seedUsers },
  { name: 'states and cities', run: seedPlaces },
  { name: 'gazetteer (cities, localities, colleges, stations)', run: (db) => seedGazetteer(db) },
  { name: 'listings', run: seedListings },
  { name: 'site content', run: seedContent },
  { name: 'enquiries and listing counts', run: seedEnquiries },
  { name: 'review queue and an open report', run: seedReview },
  { name: 'publication dates (saved-search alerts)', run: seedPublished },
  { name: 'Featured listings (paid visibility)', run: seedFeatured },
  { name: 'reviews, owner replies and a visit waiting for its review', run: seedReviews },
];

/**
 * Seeds an empty database only (the general settings row marks a seeded one). Returns whether it seeded. A
 * database seeded before the gazetteer existed (issue 29) gets its gazetteer here, once.
 */
export async function seedIfEmpty(db: Db, context: SeedContext): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM general_settings');
  if ((rows[0]?.n ?? 0) > 0) {
    await seedGazetteerIfMissing(db);
    return false;
  }
  await db.transaction(async (tx) => {
    for (const module of modules) await module.run(tx, context);
  });
  return true;
}
