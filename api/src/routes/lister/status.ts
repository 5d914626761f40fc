import { LISTER_API, listingStatusSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { listingMayBePublished } from '../../alerts/alerts';
import { HttpError, parse } from '../../http/errors';
import type { PropertyRow } from '../../listings/serialize';
import { listerId, listerOnly, loadOwnListing, ownListing } from './common';

export const STATUS_MESSAGES = {
  draft: 'Finish the listing and choose a plan to publish it.',
  renew: 'Renew the subscription to publish this listing.',
  deactivated: 'Listing deactivated',
  activated: 'Listing activated',
} as const;
const M = STATUS_MESSAGES;

/**
 * POST /property-status { id, status }: a Lister pauses a listing (hidden from the public at once) or shows it
 * again. Only a subscription publishes a draft or an expired listing; activating never extends expires_at.
 */
export async function statusRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(LISTER_API.status, listerOnly, async (request) => {
    const userId = listerId(request);
    const input = parse(listingStatusSchema, request.body);
    const row = await loadOwnListing(db, input.id, userId);
    if (row.status === 'draft') throw new HttpError(422, M.draft, { errors: { status: [M.draft] } });

    // The condition is repeated in SQL so that a subscription running out meanwhile is still respected.
    const update =
      input.status === 'inactive'
        ? `UPDATE properties p SET status = 'inactive', updated_at = now()
            WHERE p.id = $1 AND p.status IN ('active', 'inactive') RETURNING p.*`
        : `UPDATE properties p SET status = 'active', updated_at = now()
            WHERE p.id = $1 AND p.status IN ('active', 'inactive') AND p.expires_at > now() RETURNING p.*`;
    const updated = (await db.query<PropertyRow>(update, [row.id])).rows[0];
    if (!updated) {
      const current = await loadOwnListing(db, input.id, userId);
      const message = current.status === 'draft' ? M.draft : M.renew;
      throw new HttpError(422, message, { errors: { status: [message] } });
    }
    if (input.status === 'active') listingMayBePublished(app, Number(updated.id));
    return {
      status: true,
      message: input.status === 'inactive' ? M.deactivated : M.activated,
      data: { property: await ownListing(db, Number(updated.id), userId) },
    };
  });
}
