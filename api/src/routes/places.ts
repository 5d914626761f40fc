import {
  PLACE_MESSAGES,
  PLACE_SUGGESTS_PER_MINUTE,
  PLACES_API,
  placeIdParamsSchema,
  placeReverseQuerySchema,
  placeSuggestQuerySchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound, parse, TooManyRequestsError } from '../http/errors';

/**
 * How long a browser or CDN may keep a place answer: the same for everyone, and the gazetteer changes with a
 * deployment, not with listings.
 */
export const PLACES_CACHE_SECONDS = 300;

const cacheable = (reply: FastifyReply) =>
  reply.header('Cache-Control', `public, max-age=${PLACES_CACHE_SECONDS}`);

/**
 * The place API (issue 29): the "where" box's suggestions, the place nearest a point ("Use my location"), one
 * place by id (a results page's place_id). Answers come from the configured geocoder (AppDeps.geocoder).
 */
export async function placesRoutes(app: FastifyInstance) {
  const { geocoder, throttle } = app.deps;

  app.get(PLACES_API.suggest, async (request, reply) => {
    const { q, limit } = parse(placeSuggestQuerySchema, request.query);
    const { count, resetIn } = await throttle.hit(`places-suggest:${request.ip}`, 60);
    if (count > PLACE_SUGGESTS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(resetIn));
      throw new TooManyRequestsError(PLACE_MESSAGES.throttled(seconds), seconds);
    }
    const data = await geocoder.suggest(q, limit);
    cacheable(reply);
    return { status: true, data };
  });

  app.get(PLACES_API.reverse, async (request, reply) => {
    const { lat, long } = parse(placeReverseQuerySchema, request.query);
    const data = await geocoder.reverse(lat, long);
    cacheable(reply);
    return { status: true, data };
  });

  app.get(PLACES_API.byId(':id'), async (request, reply) => {
    const { id } = parse(placeIdParamsSchema, request.params);
    const data = await geocoder.byId(id);
    if (!data) throw notFound(PLACE_MESSAGES.notFound);
    cacheable(reply);
    return { status: true, data };
  });
}
