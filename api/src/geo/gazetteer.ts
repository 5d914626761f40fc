import type { PlaceKind, PlaceSuggestion } from '@basera/shared';
import type { Db } from '../db';
import type { Geocoder, PlaceAt } from './geocoder';

/** How close a typo must be (pg_trgm word similarity, 0..1) to be suggested: 'chirst univ', 'koramangla'. */
export const SUGGEST_SIMILARITY = 0.4;
/** How close a free text must be to resolve to one place: lower would turn 'xyzzy' into somewhere. */
export const RESOLVE_SIMILARITY = 0.5;
/** Beside exact and prefix matches, a typo match must be this close ('gurgaon' never brings Goregaon). */
const FUZZY_BESIDE_PREFIX = 0.6;
/** "Use my location": the nearest locality within this, else the nearest city within CITY_REACH_KM. */
export const LOCALITY_REACH_KM = 25;
export const CITY_REACH_KM = 100;

interface Row {
  id: number;
  kind: PlaceKind;
  name: string;
  aliases: string[];
  city_id: number;
  city_name: string;
  state_id: number;
  state_name: string;
  lat: number;
  long: number;
  matched: string | null;
  distance_m?: number;
}

/** What a seeker typed, as the gazetteer's search_names are written: lower case, words split by one space. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const columns = `g.id, g.kind, g.name, g.aliases, g.city_id, c.name AS city_name, g.state_id, s.name AS state_name,
  g.lat, g.long`;
const joins = 'JOIN cities c ON c.id = g.city_id JOIN states s ON s.id = g.state_id';

/**
 * The matched alias: the first one equal to the text, else the first one with a word starting with it, else
 * (a typo) the most similar one, when that alias is closer than the name.
 */
const matchedAlias = `(
  SELECT a FROM unnest(g.aliases) WITH ORDINALITY AS x(a, n)
  WHERE lower(g.name) <> $1 AND (
    lower(a) = $1 OR (' ' || lower(a)) LIKE $2
    OR (NOT (' ' || lower(g.name)) LIKE $2 AND word_similarity($1, lower(a)) > word_similarity($1, lower(g.name)))
  )
  ORDER BY lower(a) = $1 DESC, (' ' || lower(a)) LIKE $2 DESC, word_similarity($1, lower(a)) DESC, n
  LIMIT 1
) AS matched`;

/**
 * Ranks every entry for the text $1 (normalized; $2 is '% ' || $1 || '%', a word starting with it):
 * tier 3 the name or an alias is the text; 2 the name or an alias starts with it; 1 a word of them starts with
 * it; 0 a typo (word similarity). Equal tiers and scores put cities first, then shorter names.
 */
const ranked = `
  SELECT ${columns}, ${matchedAlias},
    CASE
      WHEN lower(g.name) = $1 OR $1 = ANY (SELECT lower(a) FROM unnest(g.aliases) a) THEN 3
      WHEN (' ' || lower(g.name)) LIKE (' ' || $1 || '%')
        OR EXISTS (SELECT 1 FROM unnest(g.aliases) a WHERE lower(a) LIKE ($1 || '%')) THEN 2
      WHEN (' ' || g.search_names) LIKE $2 THEN 1
      ELSE 0
    END AS tier,
    word_similarity($1, g.search_names) AS score
  FROM gazetteer g ${joins}
  WHERE (' ' || g.search_names) LIKE $2 OR $1 <% g.search_names`;

const order = `ORDER BY tier DESC, round(score::numeric, 2) DESC, (kind = 'city') DESC, length(name), name, id`;

function toSuggestion(row: Row): PlaceSuggestion {
  const place: PlaceSuggestion = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    city_id: row.city_id,
    city_name: row.city_name,
    state_id: row.state_id,
    state_name: row.state_name,
    lat: Number(row.lat),
    long: Number(row.long),
  };
  if (row.matched) place.matched = row.matched;
  return place;
}

const oneDecimal = (metres: number) => Math.round(metres / 100) / 10;

/** The default Geocoder: the gazetteer table (seeded for the demo cities; trigram and earth-distance indexes). */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly db: Db) {}

  /** Runs a ranked query with the word-similarity threshold set for this statement only. */
  private async rankedRows(text: string, threshold: number, tail: string, params: unknown[]): Promise<Row[]> {
    const q = normalizePlaceText(text);
    if (!q) return [];
    return this.db.transaction(async (tx) => {
      // `<%` reads this setting; SET LOCAL ends with the transaction, so other queries keep the default.
      await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(threshold)]);
      const { rows } = await tx.query<Row & { tier: number; score: number }>(
        `SELECT * FROM (${ranked}) r ${tail}`,
        [q, `% ${q}%`, ...params],
      );
      return rows;
    });
  }

  async suggest(text: string, limit: number): Promise<PlaceSuggestion[]> {
    const rows = await this.rankedRows(
      text,
      SUGGEST_SIMILARITY,
      // Typos fill in after real matches only when they are close.
      `WHERE tier > 0 OR score >= $4 OR NOT EXISTS (SELECT 1 FROM (${ranked}) p WHERE p.tier > 0)
       ${order} LIMIT $3`,
      [Math.max(0, Math.floor(limit)), FUZZY_BESIDE_PREFIX],
    );
    return rows.map(toSuggestion);
  }

  async resolve(text: string, options: { cityId?: number } = {}): Promise<PlaceSuggestion | null> {
    const cityId = options.cityId ?? null;
    const rows = await this.rankedRows(
      text,
      RESOLVE_SIMILARITY,
      `ORDER BY tier DESC, round(score::numeric, 2) DESC, (city_id = $3::int) DESC NULLS LAST,
        (kind = 'city') DESC, length(name), name, id LIMIT 1`,
      [cityId],
    );
    return rows[0] ? toSuggestion(rows[0]) : null;
  }

  async byId(id: number): Promise<PlaceSuggestion | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
    const { rows } = await this.db.query<Row>(
      `SELECT ${columns}, NULL AS matched FROM gazetteer g ${joins} WHERE g.id = $1`,
      [id],
    );
    return rows[0] ? toSuggestion(rows[0]) : null;
  }

  /** The nearest entries of `kinds` within `km` of a point, nearest first (earth_box on gazetteer_earth_idx). */
  private async nearest(lat: number, long: number, kinds: PlaceKind[], km: number, limit: number) {
    const { rows } = await this.db.query<Row>(
      `SELECT * FROM (
         SELECT ${columns}, NULL AS matched,
           earth_distance(ll_to_earth($1, $2), ll_to_earth(g.lat, g.long)) AS distance_m
         FROM gazetteer g ${joins}
         WHERE g.kind = ANY ($3::text[])
           AND earth_box(ll_to_earth($1, $2), $4) @> ll_to_earth(g.lat, g.long)
       ) near
       WHERE distance_m <= $4
       ORDER BY distance_m, id
       LIMIT $5`,
      [lat, long, kinds, km * 1000, limit],
    );
    return rows;
  }

  async reverse(lat: number, long: number): Promise<PlaceSuggestion | null> {
    const [locality] = await this.nearest(lat, long, ['locality'], LOCALITY_REACH_KM, 1);
    if (locality) return toSuggestion(locality);
    const [city] = await this.nearest(lat, long, ['city'], CITY_REACH_KM, 1);
    return city ? toSuggestion(city) : null;
  }

  async nearbyLocalities(lat: number, long: number, limit: number): Promise<PlaceAt[]> {
    const rows = await this.nearest(
      lat,
      long,
      ['locality'],
      LOCALITY_REACH_KM,
      Math.max(0, Math.floor(limit)),
    );
    return rows.map((row) => ({ ...toSuggestion(row), distance_km: oneDecimal(Number(row.distance_m)) }));
  }
}
