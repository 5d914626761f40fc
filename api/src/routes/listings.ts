import {
  CHOOSE,
  hasPoint,
  intIdField,
  type KeywordQuery,
  keywordQuerySchema,
  type PropertyFilter,
  pagingSchema,
  propertyFilterSchema,
  propertyIdSchema,
  SEARCH_COUNT_API,
  wishlistToggleSchema,
} from '@basera/shared/schemas';
import type { InterpretedSearch, SearchPoint } from '@basera/shared/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, resolveSession } from '../auth/sessions';
import { forbidden, HttpError, notFound, parse } from '../http/errors';
import { publicAnswer, sendPublic } from '../http/public-reads';
import { maskContacts } from '../listings/contacts';
import { cacheKey } from '../listings/public-cache';
import { type ReplyCounts, toOwnerReplies } from '../listings/reply-rate';
import {
  countProperties,
  countPropertiesMany,
  findListingDetails,
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
import { interpretKeyword } from '../search/keyword';
import { searchPoint } from '../search/near';
import { type SearchState, wayOut } from '../search/way-out';

const stateParams = z.object({ stateId: intIdField('State must be a number') });
const idParams = z.object({ id: propertyIdSchema });

/** Whether the query string itself sets `key` (empty and "Choose..." do not): the schema's defaults do not. */
const given = (query: unknown, key: string) => {
  const value = (query as Record<string, unknown> | null)?.[key];
  return value !== undefined && value !== null && !['', CHOOSE, 'Choose'].includes(String(value).trim());
};

/**
 * A search ready to run: its filters, sort and page; its point (a place or the seeker's, resolved); the words a
 * full-text match still needs (null: a filtered search); what a keyword search understood.
 */
interface SearchPlan extends SearchState {
  filter: PropertyFilter;
  interpreted?: InterpretedSearch | null;
  /** A keyword search: never led by Featured listings, even when all its words became filters. */
  keyword?: boolean;
}

export async function listingRoutes(app: FastifyInstance) {
  const { db, config, publicCache: cache, counters, geocoder } = app.deps;
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

  // Every active listing, newest first (the results screen's first load), without Featured leaders.
  app.get('/get-all-pgs', async (request, reply) => {
    const paging = parse(pagingSchema, request.query);
    const filter = { ...propertyFilterSchema.parse({}), ...paging };
    return sendPage(request, reply, cacheKey('filtered', filter), async () =>
      pageOf(await findProperties(db, filter, null, { featured: false }), filter.page, filter.per_page),
    );
  });

  /** A filtered search's plan: nearest first by default when it has a place or point. */
  const filteredQuery = (query: unknown): PropertyFilter => {
    const filter = parse(propertyFilterSchema, query);
    return hasPoint(filter) && !given(query, 'sort') ? { ...filter, sort: 'distance' } : filter;
  };
  const filteredPlan = async (filter: PropertyFilter): Promise<SearchPlan> => ({
    filter,
    point: await searchPoint(geocoder, filter),
    words: null,
  });

  /**
   * A keyword search's plan: the words read into filters (the query's own keys win) and a place; with no words
   * left it is the filtered search of those filters (best match meaning nearest first with a point, else
   * newest), else a full-text match of the words left with them.
   */
  const keywordPlan = async (query: KeywordQuery, sortGiven: boolean): Promise<SearchPlan> => {
    const { search, sort, ...explicit } = query;
    const read = await interpretKeyword(geocoder, search);
    const filter = { ...explicit } as Record<string, unknown>;
    for (const [key, value] of Object.entries(read.filter))
      if (filter[key] === undefined) filter[key] = value;
    // A place read from the words never joins the seeker's own point.
    if (explicit.lat !== undefined && read.filter.place_id !== undefined) {
      filter.place_id = undefined;
      if (explicit.radius === undefined) filter.radius = undefined;
    }
    const rest = read.rest.trim();
    const point = await searchPoint(geocoder, filter);
    // Best match (the default) means nearest first with a point when every word was understood.
    const chosen = sortGiven && sort !== 'relevance' ? sort : null;
    const effectiveSort = chosen ?? (rest ? 'relevance' : point ? 'distance' : 'newest');
    return {
      filter: { ...(filter as PropertyFilter), sort: effectiveSort as PropertyFilter['sort'] },
      point,
      words: rest || null,
      interpreted: read.interpreted,
      keyword: true,
    };
  };

  /** A plan's page (nearest first or not), without ways out. */
  const runPlan = (plan: SearchPlan): Promise<Page<Listing>> =>
    plan.words
      ? searchProperties(
          db,
          plan.words.toLowerCase(),
          plan.filter as Parameters<typeof searchProperties>[2],
          plan.point,
        )
      : findProperties(db, plan.filter, plan.point, { featured: !plan.keyword });

  /** The capped count of a search (a plan, or one of its ways out). */
  const countOf = async (state: SearchState) => {
    if (!state.words) return countProperties(db, state.filter, state.point);
    const filter = { ...state.filter, sort: 'newest' as const, page: 1, per_page: 1 };
    const { total, more } = await searchProperties(db, state.words.toLowerCase(), filter, state.point);
    return { total, more };
  };

  /**
   * The capped counts of an empty result's ways out: the filtered ones in one statement, those with words (a
   * keyword search's full-text match) each as countOf.
   */
  const countMany = async (states: SearchState[]) => {
    const filtered = states.filter((state) => !state.words);
    const many = await countPropertiesMany(db, filtered);
    const byState = new Map(filtered.map((state, i) => [state, many[i]!]));
    return Promise.all(states.map((state) => byState.get(state) ?? countOf(state)));
  };

  /** A search's page answer: the page, its point, what its words were read as, and an empty one's ways out. */
  const planPage = async (plan: SearchPlan) => {
    const result = await runPlan(plan);
    const near: SearchPoint | null = plan.point;
    return {
      ...pageOf(result, plan.filter.page, plan.filter.per_page),
      near,
      ...(plan.interpreted !== undefined ? { interpreted: plan.interpreted } : {}),
      way_out: result.total === 0 ? await wayOut({ db, geocoder }, plan, countMany) : null,
    };
  };

  app.get('/filtered-properties', async (request, reply) => {
    const filter = filteredQuery(request.query);
    return sendPage(request, reply, cacheKey('filtered', filter), async () =>
      planPage(await filteredPlan(filter)),
    );
  });

  /** The keyword query's cache key: case and spacing change nothing; every filter, sort and page count. */
  const keywordKey = (query: KeywordQuery, sortGiven: boolean) => {
    const { search, ...filter } = query;
    const keyword = search.toLowerCase().replace(/\s+/g, ' ');
    // cacheKey sorts lists, so their order changes nothing either.
    return cacheKey('keyword', { keyword, ...filter, sort_given: sortGiven });
  };

  app.get('/search-properties', async (request, reply) => {
    const query = parse(keywordQuerySchema, request.query);
    const sortGiven = given(request.query, 'sort');
    return sendPage(request, reply, keywordKey(query, sortGiven), async () => {
      const page = await planPage(await keywordPlan(query, sortGiven));
      return {
        ...page,
        message: page.total ? `${page.total}${page.more ? '+' : ''} properties found` : 'No result found',
      };
    });
  });

  // The count of a search without its page (the phone sheet's "Show N results"), cached like the search. With
  // `search`, the keyword search's count.
  app.get(SEARCH_COUNT_API, async (request, reply) => {
    const keyword = given(request.query, 'search');
    const query = keyword ? parse(keywordQuerySchema, request.query) : filteredQuery(request.query);
    const key = keyword
      ? keywordKey(query as KeywordQuery, false)
      : cacheKey('filtered', { ...query, page: 1, per_page: 1 });
    const entry = await cache.get(`count:${key}`, async () => {
      const plan = keyword
        ? await keywordPlan(query as KeywordQuery, false)
        : await filteredPlan(query as PropertyFilter);
      const { total, more } = await countOf(plan);
      return publicAnswer({ status: true, total, more });
    });
    return sendPublic(request, reply, entry);
  });

  const detailsOf = (row: PropertyRow, replies: ReplyCounts) => {
    const [property] = toListings([row]);
    const photos = [row.photo, ...(property!.gallery ?? [])].filter(Boolean);
    // The owner's reply rate and typical reply time over 30 days ("Usually replies within 3 hours").
    const owner_replies = row.owner_id === null ? null : toOwnerReplies(replies);
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
      const found = await findListingDetails(db, id);
      if (!found || !isPublicListing(found.row)) return null;
      const real = detailsOf(found.row, found.replies);
      const property = maskContacts(real.data.property);
      return { real, answer: publicAnswer({ ...real, data: { ...real.data, property } }) };
    });
    if (entry) {
      // Counted in memory, written in batches: no query on this path. The owner's preview (step 7, Renew) is
      // not a seeker's view.
      if ((request.query as { preview?: unknown } | null)?.preview !== '1') counters.view(id);
      return sendPublic(request, reply, entry.answer, async () => {
        const viewer = await viewerId(request);
        if (!viewer) return entry.answer.data;
        const [property] = await withShortlist(db, [entry.real.data.property], viewer);
        return { ...entry.real, data: { ...entry.real.data, property } };
      });
    }
    // Drafts, deactivated and expired listings are visible to their owner only, and never cached. A deleted
    // (archived) one is gone for everyone, its owner too.
    const viewer = await resolveSession(db, request);
    const found = await findListingDetails(db, id);
    const row = found?.row;
    if (!found || !row || Number(row.owner_id) !== viewer?.user.id || row.status === 'archived') {
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
    const answerForOwner = detailsOf(row, found.replies);
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

  // The Lister's own listings, every status (draft, active, inactive, expired) but deleted (archived), newest
  // first.
  app.get('/get-all-properties', { preHandler: requireAuth }, async (request) => {
    const user = request.auth!.user;
    if (user.user_type !== 'Lister') throw forbidden('Only a Lister has listings.');
    const properties = await readListings(db, "p.owner_id = $1 AND p.status <> 'archived'", [user.id], {
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
