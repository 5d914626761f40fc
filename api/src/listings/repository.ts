import {
  featuredSlots,
  indiaToday,
  type KeywordQuery,
  type PropertyFilter,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  REPLY_RATE_DAYS,
} from '@basera/shared/schemas';
import type { SearchPoint } from '@basera/shared/types';
import type { Queryable } from '../db';
import { prepared } from '../db/prepared';
import { bboxSql, distanceKmSql, nearSql } from '../search/near';
import { type ReplyCounts, replyCountsSql } from './reply-rate';
import { type Extras, type PropertyRow, serializeProperty } from './serialize';
import { PUBLIC_LISTING } from './states';

/** The kitchens a diet filter means: 'Veg' a pure-veg one; 'Non-Veg' any that serves non-veg ('Both' too). */
const KITCHENS: Record<NonNullable<PropertyFilter['diet']>[number], string[]> = {
  Veg: ['Veg'],
  'Non-Veg': ['Non-Veg', 'Both'],
};

/** Where a search measures distances from: a place or the seeker's point, with its radius (search/near.ts). */
export type NearPoint = Pick<SearchPoint, 'lat' | 'long' | 'radius_km'>;

/**
 * Builds the WHERE clause of a filtered search; only public listings (PUBLIC_LISTING, listings/states.ts) are searched.
 * `params` may hold the caller's own parameters already ($1 ...); the filter's come after them. With a `point`,
 * only listings within its radius, and `distance` is the SQL of a listing's distance from it (metres).
 */
export function filterClause(
  filter: Partial<Omit<PropertyFilter, 'sort'>>,
  today = indiaToday(),
  params: unknown[] = [],
  point: NearPoint | null = null,
): { where: string; params: unknown[]; distance?: string } {
  const where = [PUBLIC_LISTING];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filter.state_id) add('p.state_id = ?', filter.state_id);
  if (filter.city_id) add('p.city_id = ?', filter.city_id);
  if (filter.room_type) add('p.property_type = ?', filter.room_type);
  if (filter.gender) add('p.accommodation_gender = ?', filter.gender);
  if (filter.category) add('? = ANY (p.accommodation_occupation)', filter.category);
  if (filter.price_with_food?.length) add('p.price_with_food = ANY (?)', filter.price_with_food);
  // Food is what the wizard's step 4 says is served (food_meals); both boxes, like none, mean either.
  if (filter.food?.length === 1)
    where.push(filter.food[0] === 'with' ? 'cardinality(p.food_meals) > 0' : 'cardinality(p.food_meals) = 0');
  if (filter.diet?.length)
    add('p.food_type = ANY (?)', [...new Set(filter.diet.flatMap((d) => KITCHENS[d]))]);
  // One kind (the usual case) as `=`: then an index on (state, sharing, price) also gives the price order.
  if (filter.sharing?.length === 1) add('p.room_sharing_status = ?', filter.sharing[0]);
  else if (filter.sharing?.length) add('p.room_sharing_status = ANY (?)', filter.sharing);
  if (filter.ac?.length) add('p.room_air_conditioning_status && ?', filter.ac);
  if (filter.occupation?.length) add('p.room_occupation_status && ?', filter.occupation);
  if (filter.min_price !== undefined) add('p.monthly_charge_min >= ?', filter.min_price);
  if (filter.max_price !== undefined) add('p.monthly_charge_min <= ?', filter.max_price);
  if (filter.verified) where.push('p.verified_at IS NOT NULL');
  // Issue 32: the average kept on the row by the review's transaction (null while unrated: never matches), with
  // the score that average implies at least, so that the walk of a "Top rated" index (migration 024) can serve it.
  if (filter.min_rating) {
    add('p.rating_avg >= ?', filter.min_rating);
    add('p.rating_score >= ?', minScoreOf(filter.min_rating));
  }
  if (filter.beds_free_now) {
    // Some sharing kind has a free bed whose date (an Indian calendar day, YYYY-MM-DD) has come; a Mess has none.
    add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(p.beds) bed
                WHERE (bed->>'free_beds')::int > 0 AND coalesce(bed->>'available_from', ?::text) <= ?::text)`,
      today,
    );
  }
  if (filter.location) {
    // Free text over locality, address and landmark: a contains-match. Alone, the trigram index serves it; in
    // a city (the usual case: a keyword naming a locality) the same match as strpos, which the trigram index
    // cannot serve, so that the city's rows are walked newest first over the index of migration 028 and the
    // walk stops at its page (the planner would otherwise visit every listing of that locality in the whole
    // table: "whitefield" at 1,000,000 listings, 17,862 heap blocks, 260 ms).
    const words = filter.location.toLowerCase();
    if (filter.city_id) add('strpos(p.search_text, ?) > 0', words);
    else add('p.search_text LIKE ?', `%${words.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  }
  // The map's area, and the radius around a place or point: both over the gist index of migration 017.
  if (filter.bbox) where.push(bboxSql(filter.bbox, params));
  if (!point) return { where: where.join(' AND '), params };
  const near = nearSql(point, params);
  where.push(near.where);
  return { where: where.join(' AND '), params, distance: near.distance };
}

/**
 * The lowest "Top rated" score (rules/ratings.ts bayesianScore) a listing averaging `stars` or more can have:
 * with the prior's weight P and mean m, (P·m + c·a) / (P + c) grows with the average a, and with the count c
 * when a is above m (least at one review) or falls towards a when it is below. A little under it, as the column
 * is a real.
 */
export function minScoreOf(stars: number): number {
  const least =
    stars >= RATING_PRIOR_MEAN
      ? (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + stars) / (RATING_PRIOR_WEIGHT + 1)
      : stars;
  return Math.floor(least * 1000) / 1000 - 0.001;
}

/**
 * A sort's ORDER BY over the listing columns of `alias` (p for properties, m for keyword matches). Nearest first
 * orders by the distance as the card shows it (km, one decimal), then newest: `distance` is its SQL (metres).
 * Without a point (the schema answers 422 before) it is newest first.
 */
const orderBy = (sort: PropertyFilter['sort'], alias = 'p', distance?: string) =>
  ({
    newest: `${alias}.posted_at DESC, ${alias}.id DESC`,
    price_asc: `${alias}.monthly_charge_min ASC NULLS LAST, ${alias}.id DESC`,
    price_desc: `${alias}.monthly_charge_min DESC NULLS LAST, ${alias}.id DESC`,
    // Issue 32: the Bayesian score kept on the row (rules/ratings.ts), unrated (0) last, then newest.
    top_rated: `${alias}.rating_score DESC, ${alias}.posted_at DESC, ${alias}.id DESC`,
    distance: `${distance ? `${distanceKmSql(distance)} ASC, ` : ''}${alias}.posted_at DESC, ${alias}.id DESC`,
  })[sort];

/**
 * What a listing read selects: every column but the search helpers (never shown, and the bulk of a row), with
 * the gallery (every photo but the main one, position 0), amenities and facilities aggregated per row, so that
 * a page of results is one query. Column names are read once per database, after its migrations.
 */
const selects = new WeakMap<Queryable, Promise<string>>();
export function listingSelect(db: Queryable): Promise<string> {
  let select = selects.get(db);
  if (!select) {
    select = db
      .query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'properties'
            AND column_name NOT IN ('search_text', 'search_vector')
          ORDER BY ordinal_position`,
      )
      .then(
        ({ rows }) => `SELECT ${rows.map((c) => `p.${c.column_name}`).join(', ')},
          coalesce((SELECT array_agg(g.file_name ORDER BY g.position, g.id)
                      FROM (SELECT ph.file_name, ph.position, ph.id FROM property_photos ph
                             WHERE ph.property_id = p.id ORDER BY ph.position, ph.id OFFSET 1) g), '{}') AS gallery,
          coalesce((SELECT json_agg(json_build_object('id', a.id, 'amenities_name', a.name, 'image', a.icon) ORDER BY a.id)
                      FROM property_amenities pa JOIN amenities a ON a.id = pa.amenity_id
                     WHERE pa.property_id = p.id), '[]') AS amenities,
          coalesce((SELECT json_agg(json_build_object('id', f.id, 'facilities_name', f.name, 'image', f.icon) ORDER BY f.id)
                      FROM property_facilities pf JOIN facilities f ON f.id = pf.facility_id
                     WHERE pf.property_id = p.id), '[]') AS facilities`,
      );
    select.catch(() => selects.delete(db));
    selects.set(db, select);
  }
  return select;
}

/** A listing as every public read shows it, shortlist flag off (withShortlist sets it per viewer). */
export type Listing = ReturnType<typeof serializeProperty>;

/**
 * Rows of listingSelect as the API shows them. Rows owned by `ownerId` (the reader) also carry the owner's
 * fields (featured_until, verification_requested_at).
 */
export function toListings(rows: PropertyRow[], ownerId: number | null = null): Listing[] {
  return rows.map((row) =>
    serializeProperty(row, {
      gallery: (row.gallery as string[] | null) ?? [],
      amenities: (row.amenities as Extras['amenities'] | null) ?? [],
      facilities: (row.facilities as Extras['facilities'] | null) ?? [],
      wishlisted: false,
      owner: ownerId !== null && row.owner_id !== null && Number(row.owner_id) === ownerId,
    }),
  );
}

/**
 * The viewer's shortlist flags on listings, as new objects: the listings may be shared (cached) by every
 * viewer and are never changed. One query, and none for an anonymous viewer.
 */
export async function withShortlist<T extends { id: number }>(
  db: Queryable,
  items: T[],
  viewerId: number | null,
): Promise<T[]> {
  if (!viewerId || !items.length) return items;
  const { rows } = await db.query<{ property_id: number }>(
    'SELECT property_id FROM wishlists WHERE user_id = $1 AND property_id = ANY ($2)',
    [viewerId, items.map((item) => item.id)],
  );
  const shortlisted = new Set(rows.map((row) => Number(row.property_id)));
  return items.map((item) => ({ ...item, is_wishlisted: shortlisted.has(item.id) }));
}

/** Listings matching `where` (over `properties p`), in order, with the viewer's shortlist flags. */
export async function readListings(
  db: Queryable,
  where: string,
  params: unknown[],
  options: { order?: string; viewerId?: number | null } = {},
) {
  const { rows } = await db.query<PropertyRow>(
    `${await listingSelect(db)} FROM properties p WHERE ${where}${options.order ? ` ORDER BY ${options.order}` : ''}`,
    params,
  );
  return withShortlist(db, toListings(rows, options.viewerId ?? null), options.viewerId ?? null);
}

export interface Page<T> {
  items: T[];
  total: number;
  /** True when more listings match than COUNT_CAP: the total then reads "1000+". */
  more: boolean;
}

/**
 * Counting every match of a broad search costs as much as reading the whole table, so the count stops at
 * COUNT_CAP: nobody pages through a thousand results, and the cost stays flat as listings grow.
 */
export const COUNT_CAP = 1000;

/**
 * One page and its capped count in a single statement. `ids` picks the page's ids (an index walk in sort
 * order); `counted` is the capped set the count reads. The one-row left join answers the count even when the
 * page is past the end. Rows come back in `order` (over the joined `p` and `page`).
 */
async function pageQuery(
  db: Queryable,
  sql: { with?: string; ids: string; counted: string; order: string; near?: boolean },
  params: unknown[],
): Promise<Page<Listing>> {
  // A search near a point: `page` has each listing's distance_m, shown as distance_km.
  const distance = sql.near ? `, ${distanceKmSql('page.distance_m')}::float8 AS distance_km` : '';
  const { rows } = await db.query<PropertyRow & { total_count: number }>(
    `WITH ${sql.with ? `${sql.with},` : ''}
          page AS MATERIALIZED (${sql.ids}),
          counted AS (SELECT count(*)::int AS n FROM (${sql.counted} LIMIT ${COUNT_CAP + 1}) capped)
     ${await listingSelect(db)}${distance}, counted.n AS total_count
       FROM counted LEFT JOIN (page JOIN properties p ON p.id = page.id) ON true
      ORDER BY ${sql.order}`,
    params,
  );
  const n = rows[0]?.total_count ?? 0;
  const items = toListings(rows.filter((row) => row.id !== null));
  return { items, total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}

/**
 * The Featured listings that lead page 1 of a newest-first filtered search (issue 31), as the SQL of a CTE
 * `leaders (id, lead)`, lead 1, 2, ...: up to featuredSlots(per_page) public listings matching the same filters
 * whose featured_until is ahead, in a fair rotation: ordered by a hash of the id seeded with `seed` (India's date
 * as a number, 20261127: integer hashing, several times cheaper than md5 of text), stable through a day and
 * shuffled the next. Read over the partial index on featured_until (migration 020), so it costs as many rows as
 * there are Featured listings.
 */
const leadersSql = (where: string, seed: string, slots: number) =>
  `leaders AS MATERIALIZED (
     SELECT f.id, row_number() OVER (ORDER BY hashint8extended(f.id, ${seed}), f.id) AS lead
       FROM (SELECT p.id FROM properties p WHERE ${where} AND p.featured_until > now()
              ORDER BY hashint8extended(p.id, ${seed}), p.id LIMIT ${slots}) f)`;

/**
 * A page of a filtered search, without shortlist flags (the caller merges the viewer's). With a `point`, only
 * listings within its radius, each with its `distance_km`.
 *
 * Featured ranking (issue 31): newest first without a point (the default results), the results are the
 * Featured leaders (leadersSql) followed by every other match newest first. Page 1 starts with the
 * leaders; every page is that order's slice, so no listing shows twice and the count is the same. The rest is
 * the usual index walk in posted_at order, with the few leaders left out. The leaders are read in the page's own
 * statement (issue 35: one statement a request, not a second round trip and plan for them). `featured: false`
 * reads plain newest first (the home page's recent listings).
 */
export async function findProperties(
  db: Queryable,
  filter: PropertyFilter,
  point: NearPoint | null = null,
  options: { featured?: boolean } = {},
): Promise<Page<Listing>> {
  const featured = (options.featured ?? true) && filter.sort === 'newest' && !point;
  const today = indiaToday();
  const { where, params, distance } = filterClause(
    filter,
    today,
    featured ? [Number(today.replaceAll('-', ''))] : [],
    point,
  );
  const start = (filter.page - 1) * filter.per_page;
  if (featured) {
    // Positions past the leaders are the rest's, newest first: the page holds the leaders numbered past its
    // start, then as many of the rest as are left, from the rest's own offset.
    const end = start + filter.per_page;
    const leadersOnPage = `(SELECT greatest(0, least(count(*), ${end}) - ${start}) FROM leaders)`;
    const offset = `(SELECT greatest(0, ${start} - count(*)) FROM leaders)`;
    const rest = `SELECT p.id, NULL::bigint AS lead FROM properties p
                   WHERE ${where} AND p.id <> ALL (ARRAY(SELECT id FROM leaders))
                   ORDER BY ${orderBy('newest')} LIMIT ${filter.per_page} - ${leadersOnPage} OFFSET ${offset}`;
    return pageQuery(
      db,
      {
        with: leadersSql(where, '$1::bigint', featuredSlots(filter.per_page)),
        ids: `SELECT l.id, l.lead FROM leaders l WHERE l.lead > ${start} AND l.lead <= ${end}
              UNION ALL (${rest})`,
        counted: `SELECT 1 FROM properties p WHERE ${where}`,
        order: `page.lead ASC NULLS LAST, ${orderBy('newest')}`,
      },
      params,
    );
  }
  if (distance)
    // Near a point every sort reads every listing in the box (the GiST index gives no order) and measures its
    // distance: the page's matches, read once, give the capped count too (the count read the box a second time:
    // 7.5 of a 18 ms statement for a "5 km around a Chennai pin" page of 646 matches among 8,331 in the box).
    return pageQuery(
      db,
      {
        with: `matches AS MATERIALIZED (
                 SELECT p.id, p.posted_at, p.monthly_charge_min, p.rating_score, ${distance} AS distance_m
                   FROM properties p WHERE ${where})`,
        ids: `SELECT m.id, m.distance_m FROM matches m
               ORDER BY ${orderBy(filter.sort, 'm', 'm.distance_m')} LIMIT ${filter.per_page} OFFSET ${start}`,
        counted: 'SELECT 1 FROM matches',
        order: orderBy(filter.sort, 'p', 'page.distance_m'),
        near: true,
      },
      params,
    );
  // In a city without a type, a price or "Top rated" page sorts the city's matches (migration 028's index,
  // index-only): an expression the whole-table sort indexes of migration 029 cannot give keeps the planner off
  // walking one of them, checking each listing's city and words on the way ("saket", cheapest first, at 1,000,000
  // listings: 558,580 entries and heap visits, 1.4 s). The order is the same: adding 0, or reading a real as a
  // double, changes no value. With a type, migration 031's indexes hold each sort's order inside a city and a
  // type: the page walks its own rows there instead of sorting every listing of the type in the city.
  const walled =
    filter.city_id && !filter.room_type && filter.sort !== 'newest'
      ? orderBy(filter.sort, 'p')
          .replace('p.monthly_charge_min', '(p.monthly_charge_min + 0)')
          .replace('p.rating_score', 'p.rating_score::float8')
      : orderBy(filter.sort, 'p');
  return pageQuery(
    db,
    {
      ids: `SELECT p.id FROM properties p WHERE ${where}
             ORDER BY ${walled} LIMIT ${filter.per_page} OFFSET ${start}`,
      counted: `SELECT 1 FROM properties p WHERE ${where}`,
      order: orderBy(filter.sort, 'p'),
    },
    params,
  );
}

/** The capped count of a filtered search (the phone sheet's "Show N results", an empty result's ways out). */
export async function countProperties(
  db: Queryable,
  filter: Partial<Omit<PropertyFilter, 'sort'>>,
  point: NearPoint | null = null,
): Promise<Omit<Page<Listing>, 'items'>> {
  const { where, params } = filterClause(filter, indiaToday(), [], point);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM properties p WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`,
    params,
  );
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}

/**
 * The capped counts of several filtered searches in one statement (an empty result's ways out: up to a dozen),
 * in order: one round trip and one plan instead of one each.
 */
export async function countPropertiesMany(
  db: Queryable,
  searches: Array<{ filter: Partial<Omit<PropertyFilter, 'sort'>>; point: NearPoint | null }>,
): Promise<Array<Omit<Page<Listing>, 'items'>>> {
  if (!searches.length) return [];
  const today = indiaToday();
  const params: unknown[] = [];
  const counts = searches.map(({ filter, point }, i) => {
    const { where } = filterClause(filter, today, params, point);
    return `SELECT ${i} AS i, count(*)::int AS n FROM (SELECT 1 FROM properties p WHERE ${where} LIMIT ${COUNT_CAP + 1}) c${i}`;
  });
  const { rows } = await db.query<{ i: number; n: number }>(counts.join('\nUNION ALL\n'), params);
  const byIndex = new Map(rows.map((row) => [Number(row.i), Number(row.n)]));
  return searches.map((_, i) => {
    const n = byIndex.get(i) ?? 0;
    return { total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
  });
}

/** A keyword search's filters, sort and page: the keyword query without its keyword. */
export type KeywordFilter = Partial<Omit<KeywordQuery, 'search' | 'page' | 'per_page'>> &
  Pick<KeywordQuery, 'page' | 'per_page'>;

/**
 * Keyword search over name, locality, address, landmark and city, with the filters of the filtered search, one
 * page without shortlist flags.
 *
 * By default (sort 'relevance') full-text matches are ranked with the name weighing most. Ranking is bounded:
 * only the COUNT_CAP + 1 newest matches are ranked (a broad word like a city matches thousands; nobody reads past
 * the first pages), so the cost stays flat as listings grow. A price sort keeps the COUNT_CAP + 1 cheapest (or
 * dearest) matches instead, so its first page is right over every match. Only when the words match nothing does
 * the typo path step in: each word is replaced by its closest words from the vocabulary of listed places
 * (search_words, a few thousand rows with a trigram index), and that corrected query runs the same full-text
 * path, so "koramangla" finds Koramangala without a fuzzy scan of every listing.
 */
export async function searchProperties(
  db: Queryable,
  keyword: string,
  filter: KeywordFilter,
  point: NearPoint | null = null,
): Promise<Page<Listing>> {
  const exact = await rankedPage(db, "websearch_to_tsquery('simple', $1)", keyword, filter, point);
  if (exact.total > 0) return exact;
  // Filtered to nothing is the filters' answer, not a typo's: the typo path is for words no listing has.
  if (point || filterClause(filter).where !== PUBLIC_LISTING) {
    const { rows } = await db.query(
      `SELECT 1 FROM properties p WHERE ${PUBLIC_LISTING}
          AND p.search_vector @@ websearch_to_tsquery('simple', $1) LIMIT 1`,
      [keyword],
    );
    if (rows.length) return exact;
  }
  const corrected = await correctedQuery(db, keyword);
  return corrected ? rankedPage(db, "to_tsquery('simple', $1)", corrected, filter, point) : exact;
}

function rankedPage(
  db: Queryable,
  tsquery: string,
  text: string,
  filter: KeywordFilter,
  point: NearPoint | null,
) {
  const offset = (filter.page - 1) * filter.per_page;
  const { where, params, distance } = filterClause(filter, indiaToday(), [text], point);
  const sort = filter.sort ?? 'relevance';
  // A word's matches are few next to the table: "Top rated" sorts them (the cast keeps the order and keeps the
  // planner off walking properties_rating_idx over the whole table checking each row's words, twice as slow).
  const kept =
    sort === 'relevance'
      ? orderBy('newest')
      : sort === 'top_rated'
        ? orderBy(sort).replace('p.rating_score', 'p.rating_score::float8')
        : orderBy(sort, 'p', distance);
  const metres = distance ? ', m.distance_m' : '';
  const paged =
    sort === 'relevance'
      ? {
          ids: `SELECT m.id, m.posted_at, ts_rank(m.search_vector, q.ts) AS rank${metres} FROM matches m, q
                 ORDER BY rank DESC, m.posted_at DESC, m.id DESC`,
          order: 'page.rank DESC, page.posted_at DESC, page.id DESC',
        }
      : {
          ids: `SELECT m.id${metres} FROM matches m ORDER BY ${orderBy(sort, 'm', distance && 'm.distance_m')}`,
          order: orderBy(sort, 'p', distance && 'page.distance_m'),
        };
  return pageQuery(
    db,
    {
      with: `q AS (SELECT ${tsquery} AS ts),
             matches AS MATERIALIZED (
               SELECT p.id, p.posted_at, p.monthly_charge_min, p.rating_score, p.search_vector${distance ? `, ${distance} AS distance_m` : ''}
                 FROM properties p, q
                WHERE ${where} AND p.search_vector @@ q.ts
                ORDER BY ${kept} LIMIT ${COUNT_CAP + 1})`,
      ids: `${paged.ids} LIMIT ${filter.per_page} OFFSET ${offset}`,
      counted: 'SELECT 1 FROM matches',
      order: paged.order,
      near: Boolean(distance),
    },
    params,
  );
}

/**
 * The keyword with each word replaced by its closest listed words (up to three, OR'ed), as a to_tsquery text;
 * null when a word has no close match at all.
 */
async function correctedQuery(db: Queryable, keyword: string): Promise<string | null> {
  const words = [...new Set(keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
  if (!words.length) return null;
  const { rows } = await db.query<{ i: number; word: string }>(
    `SELECT q.i::int AS i, s.word FROM unnest($1::text[]) WITH ORDINALITY AS q (w, i)
       CROSS JOIN LATERAL (SELECT word FROM search_words WHERE word % q.w ORDER BY word <-> q.w, word LIMIT 3) s`,
    [words],
  );
  const quoted = (word: string) => `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`;
  const groups = words.map((_, index) =>
    rows.filter((row) => row.i === index + 1).map((row) => quoted(row.word)),
  );
  if (groups.some((group) => !group.length)) return null;
  return groups.map((group) => `(${group.join(' | ')})`).join(' & ');
}

export async function findListing(db: Queryable, id: number) {
  const { rows } = await db.query<PropertyRow>(
    prepared(`${await listingSelect(db)} FROM properties p WHERE p.id = $1`),
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A listing as its details page shows it, with its owner's reply figures (listings/reply-rate.ts) in the same
 * statement: one prepared statement a details request instead of two.
 */
export async function findListingDetails(
  db: Queryable,
  id: number,
): Promise<{ row: PropertyRow; replies: ReplyCounts } | null> {
  const { rows } = await db.query<
    PropertyRow & { reply_threads: number; reply_replied: number; reply_median: number | string | null }
  >(
    prepared(`${await listingSelect(db)}, r.threads AS reply_threads, r.replied AS reply_replied, r.median AS reply_median
       FROM properties p LEFT JOIN LATERAL (${replyCountsSql('p.owner_id', '$2')}) r ON true
      WHERE p.id = $1`),
    [id, REPLY_RATE_DAYS],
  );
  if (!rows[0]) return null;
  const { reply_threads, reply_replied, reply_median, ...row } = rows[0];
  return {
    row: row as PropertyRow,
    replies: { threads: reply_threads, replied: reply_replied, median: reply_median },
  };
}

export async function findPropertyById(db: Queryable, id: number) {
  const { rows } = await db.query<PropertyRow>('SELECT p.* FROM properties p WHERE p.id = $1', [id]);
  return rows[0] ?? null;
}
