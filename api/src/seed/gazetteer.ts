import { CITY_ALIASES } from '@basera/shared/search';
import type { Db, Queryable } from '../db';
import { searchNames } from '../geo/gazetteer';
import { LOCALITY_ALIASES, NAMED_PLACES } from './gazetteer-data';
import { DEMO_CITIES } from './localities';

interface CityRow {
  id: number;
  name: string;
  state_id: number;
  lat: number | null;
  long: number | null;
}

interface Entry {
  kind: string;
  name: string;
  aliases: readonly string[];
  city_id: number;
  state_id: number;
  lat: number;
  long: number;
}

/** Inserts entries in one statement (the rows as one JSON parameter), search_names made as the geocoder reads them. */
async function insertEntries(db: Queryable, entries: Entry[]): Promise<void> {
  if (!entries.length) return;
  const rows = entries.map((entry) => ({ ...entry, search_names: searchNames(entry.name, entry.aliases) }));
  await db.query(
    `INSERT INTO gazetteer (kind, name, aliases, city_id, state_id, lat, long, search_names)
     SELECT kind, name, aliases, city_id, state_id, lat, long, search_names
     FROM jsonb_to_recordset($1::jsonb) AS r(kind text, name text, aliases text[], city_id int, state_id int,
       lat double precision, long double precision, search_names text)`,
    [JSON.stringify(rows)],
  );
}

/**
 * The cities' gazetteer rows: every city of the table with a point, with its other names from CITY_ALIASES.
 * A city whose name is another name of a city of the same state ('Delhi' beside New Delhi) is found as that
 * city's alias instead of as a second city.
 */
export function cityEntries(
  cities: CityRow[],
  aliases: Record<string, readonly string[]> = CITY_ALIASES,
): Entry[] {
  const key = (stateId: number, name: string) => `${stateId}:${name.toLowerCase()}`;
  const aliasOf = new Set<string>();
  for (const city of cities)
    for (const alias of aliases[city.name] ?? []) aliasOf.add(key(city.state_id, alias));
  return cities
    .filter((city) => city.lat !== null && city.long !== null)
    .filter((city) => !(aliasOf.has(key(city.state_id, city.name)) && !(city.name in aliases)))
    .map((city) => ({
      kind: 'city',
      name: city.name,
      aliases: (aliases[city.name] ?? []).filter((alias) => alias.toLowerCase() !== city.name.toLowerCase()),
      city_id: city.id,
      state_id: city.state_id,
      lat: Number(city.lat),
      long: Number(city.long),
    }));
}

/**
 * The gazetteer ("where" box): every city with a point, the demo cities' localities (their DEMO_CITIES points)
 * and named places (gazetteer-data.ts). Runs after 'states and cities'; a demo city missing from the table is an
 * error unless `strict` is false (then its localities and places are left out).
 */
export async function seedGazetteer(db: Queryable, options: { strict?: boolean } = {}): Promise<void> {
  const { rows: cities } = await db.query<CityRow & { iso_code: string }>(
    `SELECT c.id, c.name, c.state_id, c.lat, c.long, s.iso_code
     FROM cities c JOIN states s ON s.id = c.state_id ORDER BY c.id`,
  );
  await insertEntries(db, cityEntries(cities));

  const localities: Entry[] = [];
  const places: Entry[] = [];
  for (const demo of DEMO_CITIES) {
    const city = cities.find((row) => row.iso_code === demo.state && row.name === demo.city);
    if (!city) {
      if (options.strict === false) continue;
      throw new Error(
        `gazetteer seed: the demo city ${demo.city} (${demo.state}) is not in the cities table`,
      );
    }
    const at = { city_id: city.id, state_id: city.state_id };
    for (const locality of demo.localities)
      localities.push({
        kind: 'locality',
        name: locality.name,
        aliases: LOCALITY_ALIASES[locality.name] ?? [],
        ...at,
        lat: locality.lat,
        long: locality.long,
      });
    for (const place of NAMED_PLACES[demo.city] ?? [])
      places.push({
        kind: place.kind,
        name: place.name,
        aliases: place.aliases ?? [],
        ...at,
        lat: place.lat,
        long: place.long,
      });
  }
  await insertEntries(db, localities);
  await insertEntries(db, places);
  // Rows inserted after the index was made wait in the GIN index's pending list, which every suggestion would
  // scan row by row (tens of ms): merge them now, and give the planner the table's statistics.
  await db.query(`SELECT gin_clean_pending_list('gazetteer_search_names_trgm_idx')`);
  await db.query('ANALYZE gazetteer');
}

/**
 * A database seeded before the gazetteer existed (its cities there, its gazetteer empty) gets the gazetteer once.
 * Two instances starting together: the table lock makes the second find it filled. Returns whether it seeded.
 */
export async function seedGazetteerIfMissing(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE gazetteer IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ empty: boolean; cities: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM gazetteer) AS empty, EXISTS (SELECT 1 FROM cities) AS cities`,
    );
    if (!rows[0]?.empty || !rows[0].cities) return false;
    // Cities of its own (not the demo's) are no error here: the demo's localities and places are then left out.
    await seedGazetteer(tx, { strict: false });
    return true;
  });
}
