import type { FastifyInstance } from 'fastify';
import { notFound, parse } from '../../http/errors';
import { listerId, listerOnly, loadOwnListing, ownListing, photoPaths, postIdParams } from './common';

/** GET /get-own-property/:id: one own listing with every step's data, to resume or edit it (not an archived one). */
export async function ownListingRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const paths = photoPaths(app);

  app.get('/get-own-property/:id', listerOnly, async (request) => {
    const { id } = parse(postIdParams, request.params);
    // A deleted (archived) listing is gone for its owner too: the wizard cannot open it.
    if ((await loadOwnListing(db, id, listerId(request))).status === 'archived')
      throw notFound('Property not found');
    return { status: true, data: { property: await ownListing(db, id, listerId(request)), ...paths } };
  });
}
