/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` of every statement each search shape of the bench runs (the plans in
 * api/README.md): `DATABASE_URL=postgres://.../basera_bench pnpm --filter @basera/api explain:search`.
 * The statements are the repository's own, caught on their way to the database; home is not here, being one
 * cached read per cache period.
 */
import { propertyFilterSchema } from '@basera/shared/schemas';
import { loadConfig } from '../config';
import { openDatabase, type Queryable } from '../db';
import { countProperties, findProperties, searchProperties } from '../listings/repository';
import { PUBLIC_LISTING } from '../listings/states';

async function run() {
  const db = await openDatabase({ ...loadConfig(), dbStatementTimeoutMs: 0 });
  try {
    const { rows: busiest } = await db.query<{ state_id: number; city_id: number }>(
      `SELECT state_id, city_id FROM properties p WHERE ${PUBLIC_LISTING}
        GROUP BY state_id, city_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { state_id, city_id } = busiest[0]!;
    const { rows: pin } = await db.query<{ lat: number; long: number }>(
      `SELECT lat, long FROM properties p WHERE ${PUBLIC_LISTING} AND city_id = $1 AND lat IS NOT NULL
        GROUP BY lat, long ORDER BY count(*) DESC LIMIT 1`,
      [city_id],
    );
    const point = {
      lat: Number(pin[0]?.lat ?? 12.9352),
      long: Number(pin[0]?.long ?? 77.6245),
      radius_km: 5,
    };
    const filter = (query: Record<string, unknown>) => propertyFilterSchema.parse(query);
    const shapes: Array<[string, (db: Queryable) => Promise<unknown>]> = [
      [
        'filtered: state + city + type',
        (q) => findProperties(q, filter({ state_id, city_id, room_type: 'PG' })),
      ],
      [
        'filtered: state + AC + sharing, price low to high',
        (q) => findProperties(q, filter({ state_id, ac: 'AC', sharing: 'Shared', sort: 'price_asc' })),
      ],
      ['filtered: page 50', (q) => findProperties(q, filter({ page: 50 }))],
      // Issue 32: the "4 ★ and above" filter and the "Top rated" sort read the listing row's own figures.
      [
        'filtered: state + city + type, 4 ★ and above',
        (q) => findProperties(q, filter({ state_id, city_id, room_type: 'PG', min_rating: 4 })),
      ],
      [
        'count: state + city + type, 4 ★ and above',
        (q) => countProperties(q, filter({ state_id, city_id, room_type: 'PG', min_rating: 4 })),
      ],
      [
        'filtered: state + city + type, top rated',
        (q) => findProperties(q, filter({ state_id, city_id, room_type: 'PG', sort: 'top_rated' })),
      ],
      ['filtered: everything, top rated', (q) => findProperties(q, filter({ sort: 'top_rated' }))],
      [
        'near: 5 km around a point, nearest first (properties_public_point_idx)',
        (q) => findProperties(q, filter({ lat: point.lat, long: point.long, sort: 'distance' }), point),
      ],
      ['keyword "koramangala"', (q) => searchProperties(q, 'koramangala', { page: 1, per_page: 20 })],
      ['keyword, broad "bengaluru"', (q) => searchProperties(q, 'bengaluru', { page: 1, per_page: 20 })],
      [
        'keyword "koramangala", top rated',
        (q) => searchProperties(q, 'koramangala', { page: 1, per_page: 20, sort: 'top_rated' }),
      ],
      [
        'keyword with a typo "koramangla"',
        (q) => searchProperties(q, 'koramangla', { page: 1, per_page: 20 }),
      ],
    ];
    for (const [name, shape] of shapes) {
      console.log(`\n#### ${name}\n`);
      // Each statement is explained, then run for real so that the code takes the path it would take.
      const explaining: Queryable = {
        query: async <T>(sql: string, params: unknown[] = []) => {
          if (!sql.includes('information_schema')) {
            const plan = await db.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
              params,
            );
            console.log(`\`\`\`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
          }
          return db.query<T>(sql, params);
        },
      };
      await shape(explaining);
    }
  } finally {
    await db.close();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
