import type { Db } from '../db';

/**
 * Copies the seeded listings (with their photos, amenities and facilities) until the table holds `target`
 * rows; each copy gets its own listing id, posting time and price so that sorts and pages stay realistic.
 */
export async function growListings(db: Db, target: number) {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties');
  const seeded = rows[0]!.n;
  const copies = Math.ceil((target - seeded) / seeded);
  const { rows: columns } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'properties' AND is_generated = 'NEVER'
        AND column_name NOT IN ('id', 'listing_id', 'posted_at', 'monthly_charge_min')
      ORDER BY ordinal_position`,
  );
  const list = columns.map((c) => c.column_name).join(', ');
  const copied = columns.map((c) => `p.${c.column_name}`).join(', ');
  await db.exec(`
    INSERT INTO properties (listing_id, posted_at, monthly_charge_min, ${list})
    SELECT 'BENCH-' || g || '-' || p.id, p.posted_at - make_interval(mins => g),
           greatest(1500, p.monthly_charge_min + ((g * 37 + p.id) % 60 - 30) * 100), ${copied}
      FROM properties p CROSS JOIN generate_series(1, ${copies}) g
     WHERE p.listing_id NOT LIKE 'BENCH-%'
     LIMIT ${target - seeded};
    INSERT INTO property_photos (property_id, file_name, position)
    SELECT n.id, ph.file_name, ph.position FROM properties n
      JOIN property_photos ph ON ph.property_id = split_part(n.listing_id, '-', 3)::bigint
     WHERE n.listing_id LIKE 'BENCH-%';
    INSERT INTO property_amenities (property_id, amenity_id)
    SELECT n.id, pa.amenity_id FROM properties n
      JOIN property_amenities pa ON pa.property_id = split_part(n.listing_id, '-', 3)::bigint
     WHERE n.listing_id LIKE 'BENCH-%';
    INSERT INTO property_facilities (property_id, facility_id)
    SELECT n.id, pf.facility_id FROM properties n
      JOIN property_facilities pf ON pf.property_id = split_part(n.listing_id, '-', 3)::bigint
     WHERE n.listing_id LIKE 'BENCH-%';
  `);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only scans read.
  await db.exec('VACUUM ANALYZE');
}
