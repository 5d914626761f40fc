import { indiaToday, type PropertyFilter } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { effectiveStatus, type PropertyRow, PUBLIC_LISTING, serializeProperty } from './serialize';

/** Builds the WHERE clause of a filtered search; only public listings (active, subscription running) are searched. */
export function filterClause(filter: Partial<PropertyFilter>, today = indiaToday()) {
  const where = [PUBLIC_LISTING];
  const params: unknown[] = [];
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
  if (filter.sharing?.length) add('p.room_sharing_status = ANY (?)', filter.sharing);
  if (filter.ac?.length) add('p.room_air_conditioning_status && ?', filter.ac);
  if (filter.occupation?.length) add('p.room_occupation_status && ?', filter.occupation);
  if (filter.min_price !== undefined) add('p.monthly_charge_min >= ?', filter.min_price);
  if (filter.max_price !== undefined) add('p.monthly_charge_min <= ?', filter.max_price);
  if (filter.beds_free_now) {
    // Some sharing kind has a free bed whose date (an Indian calendar day, YYYY-MM-DD) has come; a Mess has none.
    add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(p.beds) bed
                WHERE (bed->>'free_beds')::int > 0 AND coalesce(bed->>'available_from', ?::text) <= ?::text)`,
      today,
    );
  }
  if (filter.location) {
    // Free text over locality, address and landmark: a contains-match, served by the trigram index.
    add('p.search_text LIKE ?', `%${filter.location.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  }
  return { where: where.join(' AND '), params };
}

const ORDER: Record<PropertyFilter['sort'], string> = {
  newest: 'p.posted_at DESC, p.id DESC',
  price_asc: 'p.monthly_charge_min ASC NULLS LAST, p.id DESC',
  price_desc: 'p.monthly_charge_min DESC NULLS LAST, p.id DESC',
};

/** Gallery, amenities, facilities and the viewer's shortlist for a page of listings, in four queries. */
async function loadExtras(db: Queryable, rows: PropertyRow[], viewerId: number | null) {
  const ids = rows.map((row) => Number(row.id));
  const [photos, amenities, facilities, wishlist] = await Promise.all([
    db.query<{ property_id: number; file_name: string }>(
      'SELECT property_id, file_name FROM property_photos WHERE property_id = ANY ($1) ORDER BY position',
      [ids],
    ),
    db.query<{ property_id: number; id: number; name: string; icon: string }>(
      `SELECT pa.property_id, a.id, a.name, a.icon FROM property_amenities pa JOIN amenities a ON a.id = pa.amenity_id
        WHERE pa.property_id = ANY ($1) ORDER BY a.id`,
      [ids],
    ),
    db.query<{ property_id: number; id: number; name: string; icon: string }>(
      `SELECT pf.property_id, f.id, f.name, f.icon FROM property_facilities pf JOIN facilities f ON f.id = pf.facility_id
        WHERE pf.property_id = ANY ($1) ORDER BY f.id`,
      [ids],
    ),
    viewerId
      ? db.query<{ property_id: number }>(
          'SELECT property_id FROM wishlists WHERE user_id = $1 AND property_id = ANY ($2)',
          [viewerId, ids],
        )
      : Promise.resolve({ rows: [] as Array<{ property_id: number }> }),
  ]);
  const shortlisted = new Set(wishlist.rows.map((row) => Number(row.property_id)));
  return (row: PropertyRow) => {
    const id = Number(row.id);
    return {
      // Position 0 is the main photo (the row's `photo`): the gallery is the rest.
      gallery: photos.rows
        .filter((p) => Number(p.property_id) === id)
        .slice(1)
        .map((p) => p.file_name),
      amenities: amenities.rows
        .filter((a) => Number(a.property_id) === id)
        .map((a) => ({ id: a.id, amenities_name: a.name, image: a.icon })),
      facilities: facilities.rows
        .filter((f) => Number(f.property_id) === id)
        .map((f) => ({ id: f.id, facilities_name: f.name, image: f.icon })),
      wishlisted: shortlisted.has(id),
    };
  };
}

export async function serializeRows(db: Queryable, rows: PropertyRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const extras = await loadExtras(db, rows, viewerId);
  return rows.map((row) => serializeProperty(row, extras(row)));
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

async function cappedCount(db: Queryable, from: string, where: string, params: unknown[]) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${COUNT_CAP + 1}) matches`,
    params,
  );
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), more: n > COUNT_CAP };
}

export async function findProperties(db: Queryable, filter: PropertyFilter, viewerId: number | null) {
  const { where, params } = filterClause(filter);
  const offset = (filter.page - 1) * filter.per_page;
  // The page walks an index in sort order; the count is a separate, capped query.
  const [{ rows }, count] = await Promise.all([
    db.query<PropertyRow>(
      `SELECT p.* FROM properties p WHERE ${where}
        ORDER BY ${ORDER[filter.sort]} LIMIT ${filter.per_page} OFFSET ${offset}`,
      params,
    ),
    cappedCount(db, 'properties p', where, params),
  ]);
  return { items: await serializeRows(db, rows, viewerId), ...count };
}

/**
 * Keyword search over name, locality, address, landmark and city. Full-text matches come first, ranked with the
 * name weighing most; only when the words match nothing does trigram word similarity step in, so that a small
 * typo ("koramangla") still finds its place without every correct search paying for the fuzzy scan.
 */
export async function searchProperties(
  db: Queryable,
  keyword: string,
  page: { page: number; per_page: number },
  viewerId: number | null,
) {
  const offset = (page.page - 1) * page.per_page;
  const ranked = (match: string, rank: string) =>
    db.query<PropertyRow & { total_count: number }>(
      `WITH q AS (SELECT websearch_to_tsquery('simple', $1) AS ts, lower($1) AS raw)
       SELECT p.*, count(*) OVER () AS total_count, ${rank} AS rank
         FROM properties p, q
        WHERE ${PUBLIC_LISTING} AND ${match}
        ORDER BY rank DESC, p.posted_at DESC, p.id DESC
        LIMIT ${page.per_page} OFFSET ${offset}`,
      [keyword],
    );
  let { rows } = await ranked('p.search_vector @@ q.ts', 'ts_rank(p.search_vector, q.ts)');
  // An empty page past the end of full-text matches is still a full-text search.
  const wordsMatch =
    rows.length > 0 ||
    (offset > 0 &&
      (
        await db.query(
          `SELECT 1 FROM properties p WHERE ${PUBLIC_LISTING} AND p.search_vector @@ websearch_to_tsquery('simple', $1) LIMIT 1`,
          [keyword],
        )
      ).rows.length > 0);
  if (!wordsMatch)
    ({ rows } = await ranked('q.raw <% p.search_text', 'word_similarity(q.raw, p.search_text)'));
  // Ranking needs every match anyway, so the window count costs nothing extra here.
  const total = rows[0] ? Number(rows[0].total_count) : 0;
  return { items: await serializeRows(db, rows, viewerId), total, more: false };
}

export async function findPropertyById(db: Queryable, id: number) {
  const { rows } = await db.query<PropertyRow>('SELECT p.* FROM properties p WHERE p.id = $1', [id]);
  return rows[0] ?? null;
}

/** Whether the public may see a listing: the row-level twin of PUBLIC_LISTING (active, subscription running). */
export function isPublicListing(row: Pick<PropertyRow, 'status' | 'expires_at'>, now = new Date()) {
  return effectiveStatus(row, now) === 'active';
}
