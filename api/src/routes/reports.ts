import { REVIEW_MESSAGES as R, REVIEW_API, reportListingSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth, sessionOf } from '../auth/sessions';
import { forbidden, HttpError, notFound, parse, TooManyRequestsError } from '../http/errors';
import { findPropertyById } from '../listings/repository';
import { isPublicListing } from '../listings/states';

/** Listing reports one seeker may send a day: a person reports a few, a script many. */
export const LISTING_REPORTS_PER_DAY = 20;

/**
 * "Report this listing" (detail page): a signed-in seeker (401, 403 for anyone else), a public listing (404),
 * one open report per seeker and listing (409; the unique index of migration 014 holds it under races). The
 * report lands in the operators' /admin/reports.
 */
export async function listingReportRoutes(app: FastifyInstance) {
  const { db, throttle } = app.deps;

  app.post(REVIEW_API.reportListing, { preHandler: requireAuth }, async (request, reply) => {
    const user = sessionOf(request).user;
    if (user.user_type !== 'Customer') throw forbidden(R.reportSeekersOnly);
    const input = parse(reportListingSchema, request.body);
    const listing = await findPropertyById(db, input.property_id);
    if (!listing || !isPublicListing(listing)) throw notFound('Property not found');
    const { count, resetIn } = await throttle.hit(`listing-reports:${user.id}`, 24 * 3600);
    if (count > LISTING_REPORTS_PER_DAY)
      throw new TooManyRequestsError('Too many reports today. Try again tomorrow.', resetIn);
    try {
      await db.query(
        `INSERT INTO reports (kind, property_id, reporter_id, reason, note) VALUES ('listing', $1, $2, $3, $4)`,
        [input.property_id, user.id, input.reason, input.note],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, R.reportTwice);
      throw error;
    }
    request.log.warn({ propertyId: input.property_id, reason: input.reason }, 'listing reported');
    reply.code(201);
    return { status: true, message: R.reportThanks };
  });
}
