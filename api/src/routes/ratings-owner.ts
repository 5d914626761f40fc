import {
  invitationTokenParams,
  RATING_MESSAGES as M,
  propertyIdSchema,
  REVIEWS_PER_PAGE,
  reviewIdParams,
  reviewInviteSchema,
  reviewListQuery,
  reviewReplySchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, sessionOf } from '../auth/sessions';
import { notFound, parse } from '../http/errors';
import type { Viewer } from '../ratings/eligibility';
import { acceptInvitation, invitationInfo, listInvitations, sendInvitation } from '../ratings/invitations';
import { ownReviews, saveReply } from '../ratings/reply';
import { readReview } from '../ratings/reviews';
import { serializeReview } from '../ratings/serialize';
import { listerOnly } from './lister/common';

const signedIn = { preHandler: requireAuth };
const propertyParams = z.object({ id: propertyIdSchema });

/**
 * Reviews (issue 32), the owner's side: the public reply, the owner's reviews, resident invitations and their
 * links. Registered among the listing writers (a reply changes what the detail page shows). Ownership is the
 * server's: another owner's listing answers 404, another owner's review 403. Every "now" is the app's clock.
 */
export async function ownerRatingRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const now = () => app.deps.clock();
  const photoBase = `${config.publicUrl}/storage/properties/`;
  const userIdOf = (request: FastifyRequest) => Number(sessionOf(request).user.id);
  const viewerOf = (request: FastifyRequest): Viewer => {
    const { user } = sessionOf(request);
    return { id: Number(user.id), phone: user.phone ?? null };
  };

  // The owner's public reply: written once, editable for REVIEW_EDIT_DAYS.
  app.put('/reviews/:id/reply', signedIn, async (request) => {
    const { id } = parse(reviewIdParams, request.params);
    const { body } = parse(reviewReplySchema, request.body);
    const { created } = await saveReply(
      db,
      app.deps.notifier,
      { reviewId: id, ownerId: userIdOf(request), body },
      now(),
    );
    const row = await readReview(db, id);
    if (!row) throw notFound(M.reviewNotFound);
    return {
      status: true,
      message: created ? M.replyPosted : M.replyUpdated,
      data: serializeReview(row, photoBase, now()),
    };
  });

  // The reviews of the signed-in owner's listings (one listing with ?property_id=), hidden ones marked.
  app.get('/own-reviews', signedIn, async (request) => {
    const query = parse(reviewListQuery, request.query);
    const { rows, total } = await ownReviews(db, userIdOf(request), query);
    const at = now();
    return {
      status: true,
      data: rows.map((row) => serializeReview(row, photoBase, at)),
      total,
      page: query.page,
      per_page: REVIEWS_PER_PAGE,
    };
  });

  // Invite a resident by email or phone (the same contact again renews the link).
  app.post('/own-property/:id/review-invitations', listerOnly, async (request, reply) => {
    const { id } = parse(propertyParams, request.params);
    const { contact } = parse(reviewInviteSchema, request.body);
    await sendInvitation(app, { propertyId: id, ownerId: userIdOf(request), contact });
    return reply.code(201).send({ status: true, message: M.inviteSent });
  });

  // Who was invited to review an own listing, and whether they used the link.
  app.get('/own-property/:id/review-invitations', listerOnly, async (request) => {
    const { id } = parse(propertyParams, request.params);
    return { status: true, data: await listInvitations(db, id, userIdOf(request)) };
  });

  // What an invitation link is for (public: the resident may not have an account yet).
  app.get('/review-invitations/:token', async (request) => {
    const { token } = parseToken(request.params);
    return { status: true, data: await invitationInfo(db, token, now(), photoBase) };
  });

  // The signed-in resident takes the invitation: they may then review the listing as "Stayed here".
  app.post('/review-invitations/:token/accept', signedIn, async (request) => {
    const { token } = parseToken(request.params);
    const propertyId = await acceptInvitation(db, token, viewerOf(request), now(), photoBase);
    return { status: true, data: { property_id: propertyId } };
  });
}

/** A malformed token is no invitation: 404 inviteInvalid, as for an unknown one. */
function parseToken(params: unknown): { token: string } {
  const result = invitationTokenParams.safeParse(params ?? {});
  if (!result.success) throw notFound(M.inviteInvalid);
  return result.data;
}
