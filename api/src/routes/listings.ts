import {
  intIdField,
  keywordQuerySchema,
  pagingSchema,
  propertyFilterSchema,
  propertyIdSchema,
  wishlistToggleSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, resolveSession } from '../auth/sessions';
import { forbidden, HttpError, notFound, parse } from '../http/errors';
import { publicAnswer, sendPublic } from '../http/public-reads';
import { maskContacts } from '../listings/contacts';
import { cacheKey } from '../listings/public-cache';
import { ownerReplies } from '../listings/reply-rate';
import {
  findListing,
  findProperties,
  findPropertyById,
  type Listing,
  type Page,
  readListings,
  searchProperties,
  toListings,
  withShortlist,
} from '../listings/repository';
import type { PropertyRow } from '../listings/serialize';
import { isPublicListing, PUBLIC_LISTING } from '../listings/states';

const stateParams = z.object({ stateId: intIdField('State must be a number') });
const idParams = z.object({ id: propertyIdSchema });

export async function listingRoutes(app: FastifyInstance) {
  const { db, config, publicCache: cache, counters } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;
  const paths = { photoPath: photoBase, galleryPaths: photoBase };

  /** Public lists show whether a listing is on the viewer's shortlist when a valid token comes along. */
  const viewerId = async (request: FastifyRequest) => (await resolveSession(db, request))?.user.id ?? null;
  const pageOf = (result: Page<Listing>, page: number, perPage: number) => ({
    status: true,
    data: result.items,
    total: result.total,
    more: result.more,
    page,
    per_page: perPage,
    ...paths,
  });
  /**
   * A page answer from the cache: the public one (owners' numbers masked) for visitors; for a signed-in viewer the
   * numbers and the viewer's shortlist flags.
   */
  const sendPage = async <T extends { data: Listing[] }>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<T>,
  ) => {
    const entry = await cache.get(key, async () => {
      const real = await compute();
      return { real, answer: publicAnswer({ ...real, data: real.data.map(maskContacts) }) };
    });
    return sendPublic(request, reply, entry.answer, async () => {
      const viewer = await viewerId(request);
      if (!viewer) return entry.answer.data;
      return { ...entry.real, data: await withShortlist(db, entry.real.data, viewer) };
    });
  };

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
  app.get('/get-all-pgs', async (request, reply) => {
    const paging = parse(pagingSchema, request.query);
    const filter = { ...propertyFilterSchema.parse({}), ...paging };
    return sendPage(request, reply, cacheKey('filtered', filter), async () =>
      pageOf(await findProperties(db, filter), filter.page, filter.per_page),
    );
  });

  app.get('/filtered-properties', async (request, reply) => {
    const filter = parse(propertyFilterSchema, request.query);
    return sendPage(request, reply, cacheKey('filtered', filter), async () =>
      pageOf(await findProperties(db, filter), filter.page, filter.per_page),
    );
  });

  app.get('/search-properties', async (request, reply) => {
    const { search, ...filter } = parse(keywordQuerySchema, request.query);
    // Case and spacing change nothing in a keyword search: one cache entry for all of them. Every filter, the
    // sort and the page are part of the key (cacheKey sorts lists, so their order changes nothing either).
    const keyword = search.toLowerCase().replace(/\s+/g, ' ');
    return sendPage(request, reply, cacheKey('keyword', { keyword, ...filter }), async () => {
      const result = await searchProperties(db, keyword, filter);
      return {
        ...pageOf(result, filter.page, filter.per_page),
        message: result.total
          ? `${result.total}${result.more ? '+' : ''} properties found`
          : 'No result found',
      };
    });
  });

  const detailsOf = async (row: PropertyRow) => {
    const [property] = toListings([row]);
    const photos = [row.photo, ...(property!.gallery ?? [])].filter(Boolean);
    // The owner's reply rate and typical reply time over 30 days ("Usually replies within 3 hours").
    const owner_replies = await ownerReplies(db, row.owner_id === null ? null : Number(row.owner_id));
    return {
      status: true,
      data: { property: { ...property!, photos, owner_replies }, photo: photos, ...paths },
    };
  };
  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parse(idParams, request.params);
    // A public listing's details are the same for every visitor: cached with the numbers masked; a signed-in
    // viewer gets the numbers and their shortlist flag merged in after.
    const entry = await cache.get(`details:${id}`, async () => {
      const row = await findListing(db, id);
      if (!row || !isPublicListing(row)) return null;
      const real = await detailsOf(row);
      const property = maskContacts(real.data.property);
      return { real, answer: publicAnswer({ ...real, data: { ...real.data, property } }) };
    });
    if (entry) {
      // Counted in memory, written in batches: no query on this path.
      counters.view(id);
      return sendPublic(request, reply, entry.answer, async () => {
        const viewer = await viewerId(request);
        if (!viewer) return entry.answer.data;
        const [property] = await withShortlist(db, [entry.real.data.property], viewer);
        return { ...entry.real, data: { ...entry.real.data, property } };
      });
    }
    // Drafts, deactivated and expired listings are visible to their owner only, and never cached.
    const viewer = await resolveSession(db, request);
    const row = await findListing(db, id);
    if (!row || Number(row.owner_id) !== viewer?.user.id) {
      // A listing that was here says where and what it was (public facts of any listing), so its page can offer
      // similar ones in the same city; an id that never was says nothing.
      const gone = row && {
        listing: {
          property_type: row.property_type,
          state_id: row.state_id,
          city_id: row.city_id,
          city_name: row.city_name,
        },
      };
      throw new HttpError(404, 'Property not found', gone || {});
    }
    const answerForOwner = await detailsOf(row);
    const [property] = await withShortlist(db, [answerForOwner.data.property], viewer.user.id);
    reply.header('Cache-Control', 'private, no-cache');
    return { ...answerForOwner, data: { ...answerForOwner.data, property } };
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
    const properties = await readListings(db, 'p.owner_id = $1', [user.id], {
      order: 'p.posted_at DESC, p.id DESC',
      viewerId: user.id,
    });
    return { status: true, data: { properties, ...paths } };
  });

  app.get('/wishlist', { preHandler: requireAuth }, async (request) => {
    const userId = request.auth!.user.id;
    const { rows } = await db.query<{ property_id: number; created_at: string | Date }>(
      `SELECT w.property_id, w.created_at FROM wishlists w JOIN properties p ON p.id = w.property_id
        WHERE w.user_id = $1 AND ${PUBLIC_LISTING} ORDER BY w.created_at DESC`,
      [userId],
    );
    const listings = await readListings(db, 'p.id = ANY ($1)', [rows.map((row) => row.property_id)], {
      viewerId: userId,
    });
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    return {
      status: true,
      data: {
        properties: rows.flatMap((row) => {
          const listing = byId.get(Number(row.property_id));
          return listing
            ? [{ ...listing, wishlist_created_date: new Date(row.created_at).toISOString() }]
            : [];
        }),
        ...paths,
      },
    };
  });
}
