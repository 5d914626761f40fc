import {
  listingReviewsQuery,
  RATING_MESSAGES as M,
  propertyIdSchema,
  REVIEWS_PER_PAGE,
  reviewIdParams,
  reviewListQuery,
  reviewReportSchema,
  reviewSchema,
} from '@basera/shared/schemas';
import type { ListingReviewsAnswer, ReviewEligibility } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, sessionOf } from '../auth/sessions';
import { notFound, parse } from '../http/errors';
import { publicAnswer, sendPublic } from '../http/public-reads';
import {
  eligibilityOf,
  findListingForReview,
  publicListingForReview,
  refusal,
  type Viewer,
} from '../ratings/eligibility';
import { listingReviewPage, ratingSummary } from '../ratings/list';
import { myReviews, reviewPrompts } from '../ratings/mine';
import { noticeNewReview } from '../ratings/notify';
import { reportReview } from '../ratings/report';
import { createReview, editReview, readReview } from '../ratings/reviews';
import { serializeReview } from '../ratings/serialize';

const signedIn = { preHandler: requireAuth };
const propertyParams = z.object({ id: propertyIdSchema });

/**
 * Reviews (issue 32), the seeker's side: write, edit, read a listing's reviews, eligibility, report, My reviews,
 * the visit prompts. Registered among the listing writers: a review changes the listing's rating. Every "now" is
 * the app's clock (tests move it).
 */
export async function ratingRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const now = () => app.deps.clock();
  const photoBase = `${config.publicUrl}/storage/properties/`;
  const viewerOf = (request: FastifyRequest): Viewer => {
    const { user } = sessionOf(request);
    return { id: Number(user.id), phone: user.phone ?? null };
  };
  const answerOf = async (id: number) => {
    const row = await readReview(db, id);
    if (!row) throw notFound(M.reviewNotFound);
    return serializeReview(row, photoBase, now());
  };

  // A listing's visible reviews and their figures (public; 404 unless the listing is public). The same for every
  // viewer: kept in the public cache, which any write through the listing writers (a review, a reply, a hide)
  // clears.
  app.get('/properties/:id/reviews', async (request, reply) => {
    const { id } = parse(propertyParams, request.params);
    const { sort, page } = parse(listingReviewsQuery, request.query);
    const answer = await app.deps.publicCache.get(`reviews:${id}:${sort}:${page}`, async () => {
      const found = await findListingForReview(db, id, photoBase);
      if (!found?.isPublic) return null;
      const list = await listingReviewPage(db, id, sort, page);
      const summary = await ratingSummary(db, id);
      const data: ListingReviewsAnswer = {
        status: true,
        data: list.data,
        summary,
        total: list.total,
        page,
        per_page: REVIEWS_PER_PAGE,
      };
      return publicAnswer(data);
    });
    if (!answer) throw notFound(M.notPublic);
    return sendPublic(request, reply, answer);
  });

  // May the viewer review this listing, on what basis; their review if they wrote one.
  app.get('/properties/:id/review-eligibility', signedIn, async (request) => {
    const { id } = parse(propertyParams, request.params);
    const viewer = viewerOf(request);
    const listing = await publicListingForReview(db, id, photoBase);
    const outcome = await eligibilityOf(db, listing, viewer, now());
    const data: ReviewEligibility = outcome.ok
      ? { can_review: true, basis: outcome.basis, reason: null, review: null, listing: listing.listing }
      : {
          can_review: false,
          basis: null,
          reason: outcome.reason,
          review: outcome.reviewId === null ? null : await answerOf(outcome.reviewId),
          listing: listing.listing,
        };
    return { status: true, data };
  });

  app.post('/properties/:id/reviews', signedIn, async (request, reply) => {
    const { id } = parse(propertyParams, request.params);
    const input = parse(reviewSchema, request.body);
    const viewer = viewerOf(request);
    const listing = await publicListingForReview(db, id, photoBase);
    // Checked before the transaction for a plain answer; checked again inside it, with the rows locked.
    const outcome = await eligibilityOf(db, listing, viewer, now());
    if (!outcome.ok) throw refusal(outcome);
    const created = await createReview(db, listing, viewer, input, now());
    if (created.burst)
      request.log.warn({ propertyId: id, reviewId: created.id }, 'review burst flagged to the reports queue');
    // After the commit: the owner's mail is durable (notifications table) and never fails the request.
    await noticeNewReview(app, created.id);
    reply.code(201);
    return { status: true, message: M.posted, data: await answerOf(created.id) };
  });

  app.patch('/reviews/:id', signedIn, async (request) => {
    const { id } = parse(reviewIdParams, request.params);
    const input = parse(reviewSchema, request.body);
    await editReview(db, id, viewerOf(request).id, input, now());
    return { status: true, message: M.updated, data: await answerOf(id) };
  });

  app.post('/reviews/:id/report', signedIn, async (request, reply) => {
    const { id } = parse(reviewIdParams, request.params);
    const input = parse(reviewReportSchema, request.body);
    await reportReview(db, id, viewerOf(request).id, input, now());
    request.log.warn({ reviewId: id, reason: input.reason }, 'review reported');
    reply.code(201);
    return { status: true, message: M.reported };
  });

  app.get('/my-reviews', signedIn, async (request) => {
    const { page } = parse(reviewListQuery.pick({ page: true }), request.query);
    const { data, total } = await myReviews(db, viewerOf(request).id, page, photoBase, now());
    return { status: true, data, total, page, per_page: REVIEWS_PER_PAGE };
  });

  app.get('/review-prompts', signedIn, async (request) => ({
    status: true,
    data: await reviewPrompts(db, viewerOf(request), photoBase, now()),
  }));
}
