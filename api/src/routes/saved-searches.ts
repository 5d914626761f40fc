import {
  intIdField,
  NOTIFY_MESSAGES as M,
  NOTIFY_API,
  SAVED_SEARCHES_MAX,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from '@basera/shared/schemas';
import type { SavedSearch } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { alertsSettled, type SavedSearchRow } from '../alerts/alerts';
import { countArrivals, searchCondition } from '../alerts/matching';
import { requireAuth } from '../auth/sessions';
import { HttpError, notFound, parse, ValidationError } from '../http/errors';

const idParams = z.object({ id: intIdField('Saved search id must be a number') });
const iso = (value: Date | string) => new Date(value).toISOString();

/** A saved URL as kept: the results page's path and query without its page number (page 3 is the same search). */
export function normaliseSearchUrl(url: string): string {
  const parsed = new URL(url.trim(), 'http://saved.invalid');
  parsed.searchParams.delete('page');
  const query = parsed.searchParams.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Saved searches (issue 30), the signed-in user's own: list with new-match counts, save, rename / pause /
 * resume / alert mode / seen, delete. Another user's search is 404.
 */
export async function savedSearchRoutes(app: FastifyInstance) {
  const { db, geocoder } = app.deps;
  const auth = { preHandler: requireAuth };
  const userOf = (request: FastifyRequest) => request.auth!.user.id;
  // Alerts started by a request (a listing published, beds freed) finish before the database closes.
  app.addHook('onClose', () => alertsSettled(app));

  /** The API's shape, with new matches: public listings matching it published since it was last opened. */
  const answer = async (row: SavedSearchRow): Promise<SavedSearch> => {
    let newMatches = 0;
    try {
      newMatches = await countArrivals(db, await searchCondition(geocoder, row.url), row.last_seen_at);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
    return {
      id: Number(row.id),
      name: row.name,
      url: row.url,
      alert: row.alert,
      paused: row.paused,
      new_matches: newMatches,
      created_at: iso(row.created_at),
      last_seen_at: iso(row.last_seen_at),
    };
  };

  const own = async (request: FastifyRequest) => {
    const { id } = parse(idParams, request.params);
    const row = (
      await db.query<SavedSearchRow>('SELECT * FROM saved_searches WHERE id = $1 AND user_id = $2', [
        id,
        userOf(request),
      ])
    ).rows[0];
    if (!row) throw notFound('Saved search not found');
    return row;
  };

  app.get(NOTIFY_API.savedSearches, auth, async (request) => {
    const { rows } = await db.query<SavedSearchRow>(
      'SELECT * FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [userOf(request)],
    );
    const data: SavedSearch[] = [];
    for (const row of rows) data.push(await answer(row));
    return { status: true, data };
  });

  app.post(NOTIFY_API.savedSearches, auth, async (request, reply) => {
    const input = parse(savedSearchCreateSchema, request.body);
    const url = normaliseSearchUrl(input.url);
    // The URL must be a search the API can run (its filters read, its place known).
    await searchCondition(geocoder, url);
    const userId = userOf(request);
    const now = app.deps.clock();
    const row = await db.transaction(async (tx) => {
      // The user's row is the lock: two saves at once cannot both pass the limit.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ n: number; same: number }>(
        'SELECT count(*)::int AS n, count(*) FILTER (WHERE url = $2)::int AS same FROM saved_searches WHERE user_id = $1',
        [userId, url],
      );
      if (rows[0]!.same > 0) throw new HttpError(409, M.searchExists, { errors: { url: [M.searchExists] } });
      if (rows[0]!.n >= SAVED_SEARCHES_MAX) throw new HttpError(422, M.tooManySearches);
      return (
        await tx.query<SavedSearchRow>(
          `INSERT INTO saved_searches (user_id, name, url, alert, last_seen_at, alerted_through, created_at)
           VALUES ($1, $2, $3, $4, $5, $5, $5) RETURNING *`,
          [userId, input.name, url, input.alert, now],
        )
      ).rows[0]!;
    });
    return reply.code(201).send({ status: true, message: M.searchSaved, data: await answer(row) });
  });

  app.patch(NOTIFY_API.savedSearch, auth, async (request) => {
    const row = await own(request);
    const input = parse(savedSearchUpdateSchema, request.body);
    const now = app.deps.clock();
    const { rows } = await db.query<SavedSearchRow>(
      `UPDATE saved_searches
          SET name = coalesce($2, name),
              alert = coalesce($3, alert),
              paused = coalesce($4::boolean, paused),
              last_seen_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE last_seen_at END,
              -- Resumed: alerts start from now (what arrived while paused is in its new-match count).
              alerted_through = CASE WHEN paused AND $4::boolean IS FALSE THEN greatest(alerted_through, $6::timestamptz)
                                     ELSE alerted_through END
        WHERE id = $1 RETURNING *`,
      [row.id, input.name ?? null, input.alert ?? null, input.paused ?? null, input.seen === true, now],
    );
    return { status: true, message: M.searchUpdated, data: await answer(rows[0]!) };
  });

  app.delete(NOTIFY_API.savedSearch, auth, async (request) => {
    const row = await own(request);
    await db.query('DELETE FROM saved_searches WHERE id = $1', [row.id]);
    return { status: true, message: M.searchDeleted };
  });
}
