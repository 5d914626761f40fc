import {
  keywordQuerySchema,
  propertyFilterSchema,
  propertyIdSchema,
  wishlistToggleSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, resolveSession } from '../auth/sessions';
import { forbidden, notFound, parse } from '../http/errors';
import {
  findProperties,
  findPropertyById,
  isPublicListing,
  searchProperties,
  serializeRows,
} from '../listings/repository';
import { type PropertyRow, PUBLIC_LISTING } from '../listings/serialize';

const stateParams = z.object({
  stateId: z.coerce.number({ error: 'State must be a number' }).int().positive('State must be a number'),
});
const idParams = z.object({ id: propertyIdSchema });

export async function listingRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;
  const paths = { photoPath: photoBase, galleryPaths: photoBase };

  /** Public lists show whether a listing is on the viewer's shortlist when a valid token comes along. */
  const viewerId = async (request: FastifyRequest) => (await resolveSession(db, request))?.user.id ?? null;
  const pageOf = (
    result: { items: unknown[]; total: number; more: boolean },
    page: number,
    perPage: number,
  ) => ({
    status: true,
    data: result.items,
    total: result.total,
    more: result.more,
    page,
    per_page: perPage,
    ...paths,
  });

  app.get('/states', async () => {
    const { rows } = await db.query('SELECT id, name FROM states ORDER BY name');
    return { status: true, data: rows };
  });

  app.get('/cities/:stateId', async (request) => {
    const { stateId } = parse(stateParams, request.params);
    const { rows } = await db.query('SELECT id, name FROM cities WHERE state_id = $1 ORDER BY name', [
      stateId,
    ]);
    return { status: true, data: rows };
  });

  // Every active listing, newest first (the results screen's first load).
  app.get('/get-all-pgs', async (request) => {
    const filter = parse(
      propertyFilterSchema.pick({ page: true, per_page: true, sort: true }),
      request.query,
    );
    const result = await findProperties(
      db,
      { ...propertyFilterSchema.parse({}), ...filter },
      await viewerId(request),
    );
    return pageOf(result, filter.page, filter.per_page);
  });

  app.get('/filtered-properties', async (request) => {
    const filter = parse(propertyFilterSchema, request.query);
    const result = await findProperties(db, filter, await viewerId(request));
    return pageOf(result, filter.page, filter.per_page);
  });

  app.get('/search-properties', async (request) => {
    const query = parse(keywordQuerySchema, request.query);
    const result = await searchProperties(db, query.search, query, await viewerId(request));
    return {
      ...pageOf(result, query.page, query.per_page),
      message: result.total ? `${result.total} properties found` : 'No result found',
    };
  });

  const details = async (request: FastifyRequest) => {
    const { id } = parse(idParams, request.params);
    const row = await findPropertyById(db, id);
    const viewer = await resolveSession(db, request);
    // Drafts, deactivated and expired listings are visible to their owner only.
    if (!row || (!isPublicListing(row) && Number(row.owner_id) !== viewer?.user.id))
      throw notFound('Property not found');
    const [property] = await serializeRows(db, [row], viewer?.user.id ?? null);
    const photos = [row.photo, ...((property?.gallery as string[]) ?? [])].filter(Boolean);
    return { status: true, data: { property: { ...property, photos }, photo: photos, ...paths } };
  };
  app.get('/get-property-details-by-id/:id', details);
  app.get('/get-property-detailed/:id', details);

  app.post('/wishlist/toggle', { preHandler: requireAuth }, async (request) => {
    const { property_id, action } = parse(wishlistToggleSchema, request.body);
    const userId = request.auth!.user.id;
    const row = await findPropertyById(db, property_id);
    if (!row) throw notFound('Property not found');
    const { rows } = await db.query('SELECT 1 FROM wishlists WHERE user_id = $1 AND property_id = $2', [
      userId,
      property_id,
    ]);
    const add = action ? action === 'add' : rows.length === 0;
    // Only a public listing can be shortlisted; taking one off the list is always allowed.
    if (add && !isPublicListing(row)) throw notFound('Property not found');
    if (add) {
      await db.query('INSERT INTO wishlists (user_id, property_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        userId,
        property_id,
      ]);
      return { status: true, message: 'Added to your shortlist', data: { property_id, wishlisted: true } };
    }
    await db.query('DELETE FROM wishlists WHERE user_id = $1 AND property_id = $2', [userId, property_id]);
    return { status: true, message: 'Removed from your shortlist', data: { property_id, wishlisted: false } };
  });

  // The Lister's own listings, every status (draft, active, inactive, expired), newest first.
  app.get('/get-all-properties', { preHandler: requireAuth }, async (request) => {
    const user = request.auth!.user;
    if (user.user_type !== 'Lister') throw forbidden('Only a Lister has listings.');
    const { rows } = await db.query<PropertyRow>(
      'SELECT p.* FROM properties p WHERE p.owner_id = $1 ORDER BY p.posted_at DESC, p.id DESC',
      [user.id],
    );
    return { status: true, data: { properties: await serializeRows(db, rows, user.id), ...paths } };
  });

  app.get('/wishlist', { preHandler: requireAuth }, async (request) => {
    const userId = request.auth!.user.id;
    const { rows } = await db.query<PropertyRow & { wishlist_created_at: string | Date }>(
      `SELECT p.*, w.created_at AS wishlist_created_at FROM wishlists w JOIN properties p ON p.id = w.property_id
        WHERE w.user_id = $1 AND ${PUBLIC_LISTING} ORDER BY w.created_at DESC`,
      [userId],
    );
    const properties = await serializeRows(db, rows, userId);
    return {
      status: true,
      data: {
        properties: properties.map((property, index) => ({
          ...property,
          wishlist_created_date: new Date(rows[index]!.wishlist_created_at).toISOString(),
        })),
        ...paths,
      },
    };
  });
}
