import { featuresSchema, LISTER_API, LISTING_MESSAGES as M } from '@basera/shared/schemas';
import type { CatalogItem } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { parse, ValidationError } from '../../http/errors';
import { listerOnly, saveStep } from './common';

const CATALOGS = {
  amenities: { table: 'amenities', link: 'property_amenities', column: 'amenity_id' },
  facilities: { table: 'facilities', link: 'property_facilities', column: 'facility_id' },
} as const;

/** Replaces a listing's amenities or facilities with the chosen catalog ids. */
async function replaceLinks(tx: Queryable, field: keyof typeof CATALOGS, propertyId: number, ids: number[]) {
  const { link, column } = CATALOGS[field];
  await tx.query(`DELETE FROM ${link} WHERE property_id = $1`, [propertyId]);
  if (ids.length)
    await tx.query(
      `INSERT INTO ${link} (property_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [propertyId, ids],
    );
}

/** Step 5: the amenity and facility catalogs, and a listing's choice of them (photos have their own calls). */
export async function featuresRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(LISTER_API.catalogs, async () => {
    const [amenities, facilities] = await Promise.all(
      (['amenities', 'facilities'] as const).map((field) =>
        db.query<CatalogItem>(`SELECT id, name, icon FROM ${CATALOGS[field].table} ORDER BY id`),
      ),
    );
    return { status: true, data: { amenities: amenities!.rows, facilities: facilities!.rows } };
  });

  app.post(LISTER_API.features, listerOnly, (request) =>
    saveStep(db, request, 5, async (row, tx) => {
      const input = parse(featuresSchema, request.body);
      const errors: Record<string, string[]> = {};
      for (const field of ['amenities', 'facilities'] as const) {
        const ids = input[field];
        if (!ids.length) continue;
        const { rows } = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${CATALOGS[field].table} WHERE id = ANY ($1::int[])`,
          [ids],
        );
        if (rows[0]!.n !== ids.length) errors[field] = [M.catalogUnknown];
      }
      const { rows: photos } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM property_photos WHERE property_id = $1',
        [row.id],
      );
      if (photos[0]!.n === 0) errors.photos = [M.photoRequired];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const id = Number(row.id);
      await replaceLinks(tx, 'amenities', id, input.amenities);
      await replaceLinks(tx, 'facilities', id, input.facilities);
      return { values: {} };
    }),
  );
}
