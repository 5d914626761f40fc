import { REVIEW_MESSAGES as R, REVIEW_API, resubmitListingSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError, parse } from '../../http/errors';
import { listerId, listerOnly, loadOwnListing, ownListing } from './common';

/**
 * POST /property-resubmit: a rejected listing, edited by its owner, goes back into the operators' queue
 * (review 'pending', a new submitted_at: it joins the end of the queue). One conditional update: a listing that
 * is not rejected (any more) answers 409.
 */
export async function reviewRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(REVIEW_API.resubmit, listerOnly, async (request) => {
    const { id } = parse(resubmitListingSchema, request.body);
    const ownerId = listerId(request);
    await loadOwnListing(db, id, ownerId);
    const { rows } = await db.query(
      `UPDATE properties SET review = 'pending', review_reason = NULL, submitted_at = now(), updated_at = now()
        WHERE id = $1 AND owner_id = $2 AND review = 'rejected' RETURNING id`,
      [id, ownerId],
    );
    if (!rows.length) throw new HttpError(409, R.resubmitRejectedOnly);
    return { status: true, message: R.resubmitted, data: { property: await ownListing(db, id, ownerId) } };
  });
}
