import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors';
import { listerId, listerOnly, ownListing, photoPaths, postIdParams } from './common';

/** GET /get-own-property/:id: one own listing with every step's data, to resume or edit it. */
export async function ownListingRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const paths = photoPaths(app);

  app.get('/get-own-property/:id', listerOnly, async (request) => {
    const { id } = parse(postIdParams, request.params);
    return { status: true, data: { property: await ownListing(db, id, listerId(request)), ...paths } };
  });
}
