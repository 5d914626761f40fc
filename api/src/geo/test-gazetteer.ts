import type { Queryable } from '../db';
import { seedGazetteer } from '../seed/gazetteer';
import { seedPlaces } from '../seed/places';

/** States, cities and the gazetteer as the demo seed writes them (a few seconds): the place suites' data. */
export async function seedGazetteerData(db: {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}) {
  await db.transaction(async (tx) => {
    await seedPlaces(tx);
    await seedGazetteer(tx);
  });
}

/** Great-circle distance in km (haversine), to check the database's distances independently. */
export function kmBetween(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
