import type { PlaceSuggestion } from '@basera/shared';
import type { PlaceKind } from '@basera/shared/rules';
import type { Db } from '../db';
import { prepared } from '../db/prepared';
import type { Geocoder, PlaceAt } from './geocoder';
import { boxAround, distanceSql, inBoxSql } from './sql';

/** How close a typo must be (pg_trgm word similarity, 0..1) to be suggested: 'chirst univ', 'koramangla'. */
export const SUGGEST_SIMILARITY = 0.4;
/** How close a free text must be to resolve to one place: lower would turn 'xyzzy' into somewhere. */
export const RESOLVE_SIMILARITY = 0.5;
/** A typo resolves to a place when this close by edits (one edit in 5 or more letters: 'chirst' is Christ). */
export const RESOLVE_TYPO = 0.8;
/** Beside exact and prefix matches, a typo must be this close to be suggested ('gurgaon' never brings Goregaon). */
export const FUZZY_BESIDE_PREFIX = 0.6;
/** Candidates read per text (best word similarity first) before they are ranked: far more than a page. */
const CANDIDATES = 100;
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
  distance_m?: number;
}

/** A candidate of a text search, with pg_trgm's word similarity of the text to all its names, and to each. */
interface Candidate extends Row {
  score: number;
  name_score: number;
  alias_scores: number[];
  /** A city with localities in the gazetteer (a demo city), or a place in one. */
  major: boolean;
}

/** A candidate ranked: how it matched and which other name matched. */
interface Ranked {
  row: Candidate;
  /** 3: the name or an other name is the text; 2: one starts with it; 1: one of their words does; 0: a typo. */
  tier: number;
  /** Word similarity (two decimals); for a typo, the better of it and the edit score (typoScore). */
  score: number;
  /** The word similarity alone: what decides whether a typo is suggested beside real matches. */
  similarity: number;
  matched: string | null;
}

/**
 * What a seeker typed, as the gazetteer's search_names are written: lower case, apostrophes dropped
 * ("St. John's" -> "st johns"), any other run of punctuation or spaces one space.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A gazetteer row's search_names: its name and other names, normalized, space-joined. */
export function searchNames(name: string, aliases: readonly string[]): string {
  return [name, ...aliases].map(normalizePlaceText).filter(Boolean).join(' ');
}

const columns = `g.id, g.kind, g.name, g.aliases, g.city_id, c.name AS city_name, g.state_id, s.name AS state_name,
  g.lat, g.long`;
const joins = 'JOIN cities c ON c.id = g.city_id JOIN states s ON s.id = g.state_id';

/**
 * The candidates of a text $1 (normalized): entries whose names have a word starting with it or close to it
 * (`<%`, word similarity at least pg_trgm.word_similarity_threshold, on the trigram index of search_names; a
 * word prefix always scores at least 0.5), best similarity first.
 */
const candidatesSql = `
  SELECT ${columns},
    word_similarity($1, g.search_names) AS score,
    word_similarity($1, g.name) AS name_score,
    ARRAY(SELECT word_similarity($1, a) FROM unnest(g.aliases) WITH ORDINALITY AS x(a, i) ORDER BY i) AS alias_scores,
    (g.kind <> 'city' OR EXISTS (
      SELECT 1 FROM gazetteer l WHERE l.city_id = g.city_id AND l.kind = 'locality')) AS major
  FROM gazetteer g ${joins}
  WHERE $1 <% g.search_names`;
const candidatesOrder = `
  ORDER BY score DESC, major DESC, g.kind = 'city' DESC, length(g.name), g.id
  LIMIT ${CANDIDATES}`;

const round2 = (n: number) => Math.round(Number(n) * 100) / 100;

/** Edits (insert, delete, change, swap two neighbours) from a to b: optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * How close q is to its closest run of as many words in one of the names, 0..1: 1 - edits / letters of q, the
 * last word of q read against the start of a word too (still typing). Trigrams miss swapped letters ('chirst'
 * shares 2 of 7 trigrams with 'christ'); edits count one.
 */
export function typoScore(q: string, names: string[]): number {
  const typed = q.split(' ');
  const letters = typed.join('').length;
  let best = 0;
  for (const name of names) {
    const words = name.split(' ');
    for (let i = 0; i + typed.length <= words.length; i++) {
      let edits = 0;
      typed.forEach((word, k) => {
        const against = words[i + k]!;
        const whole = editDistance(word, against);
        edits +=
          k === typed.length - 1 ? Math.min(whole, editDistance(word, against.slice(0, word.length))) : whole;
      });
      best = Math.max(best, 1 - edits / letters);
    }
  }
  return round2(best);
}

const startsWord = (words: string, q: string) => words.startsWith(q) || words.includes(` ${q}`);

/** q with two neighbouring letters of a word swapped, each way ('chirst' -> 'christ'): typo candidates. */
export function swaps(q: string, max = 24): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < q.length && out.length < max; i++) {
    if (q[i] === ' ' || q[i + 1] === ' ' || q[i] === q[i + 1]) continue;
    out.push(q.slice(0, i) + q[i + 1] + q[i] + q.slice(i + 2));
  }
  return out;
}

/**
 * How a candidate matches the text q: its tier, and the other name that matched when the name did not (the one
 * equal to q, else starting with it, else with a word starting with it, else the closest when closer than the name).
 */
export function rankCandidate(row: Candidate, q: string): Ranked {
  const name = normalizePlaceText(row.name);
  const aliases = row.aliases.map((alias, i) => ({
    alias,
    norm: normalizePlaceText(alias),
    score: Number(row.alias_scores[i] ?? 0),
  }));
  const tierOf = (text: string) => (text === q ? 3 : text.startsWith(q) ? 2 : startsWord(text, q) ? 1 : 0);
  const nameTier = tierOf(name);
  let best: { alias: string; tier: number; score: number } | null = null;
  for (const { alias, norm, score } of aliases) {
    const tier = tierOf(norm);
    if (!best || tier > best.tier || (tier === best.tier && score > best.score))
      best = { alias, tier, score };
  }
  const tier = Math.max(nameTier, best?.tier ?? 0);
  let matched: string | null = null;
  if (best && nameTier < best.tier) matched = best.alias;
  else if (best && tier === 0 && best.score > Number(row.name_score)) matched = best.alias;
  const similarity = round2(row.score);
  const score =
    tier > 0 ? similarity : Math.max(similarity, typoScore(q, [name, ...aliases.map((a) => a.norm)]));
  return { row, tier, score, similarity, matched };
}

/** Best first: tier, similarity, a demo city or its place, a city, the shorter name. */
function byRank(a: Ranked, b: Ranked): number {
  return (
    b.tier - a.tier ||
    b.score - a.score ||
    Number(b.row.major) - Number(a.row.major) ||
    Number(b.row.kind === 'city') - Number(a.row.kind === 'city') ||
    a.row.name.length - b.row.name.length ||
    a.row.name.localeCompare(b.row.name) ||
    a.row.id - b.row.id
  );
}

function toSuggestion(row: Row, matched: string | null = null): PlaceSuggestion {
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
  if (matched) place.matched = matched;
  return place;
}

const oneDecimal = (metres: number) => Math.round(metres / 100) / 10;

/** The default Geocoder: the gazetteer table (seeded for the demo cities; trigram and point indexes). */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly db: Db) {}

  /**
   * The candidates of a text, ranked. When nothing is close ('chirst'), the text with two letters swapped
   * finds more (each `<%` on the index). The typo threshold of `<%` and the index are set for this one query:
   * set_config(..., true) lasts until the transaction ends, so no other query on the connection sees them.
   */
  private async ranked(text: string, threshold: number): Promise<Ranked[]> {
    const q = normalizePlaceText(text);
    if (!q) return [];
    const read = async (variants: string[]) => {
      // The usual read, one text at the suggestions' threshold: one statement (migration 030's function, its
      // SET clauses the same settings as below).
      if (!variants.length && threshold === SUGGEST_SIMILARITY)
        return (await this.db.query<Candidate>(prepared('SELECT * FROM gazetteer_candidates($1)'), [q])).rows;
      return this.db.transaction(async (tx) => {
        // The planner takes word similarity for cheap and the table for small: on the trigram index (bitmap
        // scans) a text takes a fraction of a millisecond; reading every row, tens (hundreds with the swaps).
        await tx.query(
          `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('enable_seqscan', 'off', true),
            set_config('enable_indexscan', 'off', true)`,
          [String(threshold)],
        );
        const more = variants.map((_, i) => ` OR $${i + 2} <% g.search_names`).join('');
        return (await tx.query<Candidate>(candidatesSql + more + candidatesOrder, [q, ...variants])).rows;
      });
    };
    let ranked = (await read([])).map((row) => rankCandidate(row, q)).sort(byRank);
    if (!ranked.some((r) => r.tier > 0 || r.similarity >= FUZZY_BESIDE_PREFIX)) {
      const variants = swaps(q);
      if (variants.length) ranked = (await read(variants)).map((row) => rankCandidate(row, q)).sort(byRank);
    }
    return ranked;
  }

  async suggest(text: string, limit: number): Promise<PlaceSuggestion[]> {
    const ranked = await this.ranked(text, SUGGEST_SIMILARITY);
    // A typo is suggested beside real (name, prefix or word) matches only when it is close: 'gurgaon' finds the
    // Haryana city by its name and leaves Goregaon out.
    const real = ranked.some((r) => r.tier > 0);
    return ranked
      .filter((r) => !real || r.tier > 0 || r.similarity >= FUZZY_BESIDE_PREFIX)
      .slice(0, Math.max(0, Math.floor(limit)))
      .map((r) => toSuggestion(r.row, r.matched));
  }

  async resolve(text: string, options: { cityId?: number } = {}): Promise<PlaceSuggestion | null> {
    const q = normalizePlaceText(text);
    // The exact name or other name wins; else a prefix, word or typo match close enough (trigrams as a whole,
    // or one edit in five letters), of at least 3 letters: 'a' means nowhere. In each tier, the preferred city
    // first.
    const inCity = (r: Ranked) => Number(options.cityId !== undefined && r.row.city_id === options.cityId);
    const [best] = (await this.ranked(text, SUGGEST_SIMILARITY))
      .filter(
        (r) =>
          r.tier === 3 || (q.length >= 3 && (r.similarity >= RESOLVE_SIMILARITY || r.score >= RESOLVE_TYPO)),
      )
      .sort((a, b) => b.tier - a.tier || inCity(b) - inCity(a) || byRank(a, b));
    return best ? toSuggestion(best.row, best.matched) : null;
  }

  async byId(id: number): Promise<PlaceSuggestion | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
    const { rows } = await this.db.query<Row>(`SELECT ${columns} FROM gazetteer g ${joins} WHERE g.id = $1`, [
      id,
    ]);
    return rows[0] ? toSuggestion(rows[0]) : null;
  }

  /** The nearest entries of `kinds` within `km` of a point, nearest first (a box on gazetteer_point_idx). */
  private async nearest(lat: number, long: number, kinds: PlaceKind[], km: number, limit: number) {
    const row = { lat: 'g.lat', long: 'g.long' };
    const { rows } = await this.db.query<Row>(
      `SELECT * FROM (
         SELECT ${columns}, ${distanceSql(row, { lat: '$1::float8', long: '$2::float8' })} AS distance_m
         FROM gazetteer g ${joins}
         WHERE g.kind = ANY ($3::text[])
           AND ${inBoxSql(row, ['$6::float8', '$7::float8', '$8::float8', '$9::float8'])}
       ) near
       WHERE distance_m <= $4
       ORDER BY distance_m, id
       LIMIT $5`,
      [lat, long, kinds, km * 1000, limit, ...boxAround({ lat, long }, km * 1000)],
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
