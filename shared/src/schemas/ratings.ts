// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../rules/auth';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules/limits';
import { RATING_MESSAGES as M } from '../rules/rating-messages';
import {
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  RATING_MAX,
  RATING_MIN,
  type RatingCategory,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  type ReviewReportReason,
} from '../rules/ratings';
import { reviewReasonField } from './review';
import { plainText, requiredText } from './rules';
import { propertyIdSchema } from './search';

/** A whole number of stars, 1 to 5 (the form sends numbers; a query or a form post may send "4"). */
const stars = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);

const categoryFields = Object.fromEntries(
  RATING_CATEGORIES.map((key) => [key, stars(M.categoryRequired(RATING_CATEGORY_LABELS[key]))]),
) as Record<RatingCategory, ReturnType<typeof stars>>;

/**
 * POST /properties/{id}/reviews and PATCH /reviews/{id}: the overall stars, the four categories, the text
 * (30–1,000 characters, plain text on several lines: shown as text, never as markup) and "Would you recommend it?".
 */
export const reviewSchema = z.object({
  rating: stars(M.ratingRequired),
  ...categoryFields,
  body: requiredText(M.bodyRequired, true).min(REVIEW_BODY_MIN, M.bodyShort).max(REVIEW_BODY_MAX, M.bodyLong),
  recommend: z.boolean({ error: M.recommendRequired }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** PUT /reviews/{id}/reply: the owner's one public reply. */
export const reviewReplySchema = z.object({
  body: requiredText(M.replyRequired, true).max(REVIEW_REPLY_MAX, M.replyLong),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

const reportReasons = Object.keys(REVIEW_REPORT_REASONS) as [ReviewReportReason, ...ReviewReportReason[]];

/** POST /reviews/{id}/report. */
export const reviewReportSchema = z.object({
  reason: z.enum(reportReasons, { error: 'Choose a reason' }),
  note: plainText(
    z.string().trim().max(REVIEW_REPORT_NOTE_MAX, 'Keep it to 500 characters'),
    true,
  ).optional(),
});
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

/** POST /own-property/{id}/review-invitations: a resident's email, or a 10-digit number not starting with 0. */
export const reviewInviteSchema = z.object({
  contact: requiredText(AUTH_MESSAGES.identifierRequired)
    .max(EMAIL_MAX, AUTH_MESSAGES.identifierInvalid)
    .refine(
      (value) => EMAIL_PATTERN.test(value) || /^[1-9]\d{9}$/.test(value),
      AUTH_MESSAGES.identifierInvalid,
    ),
});
export type ReviewInviteInput = z.infer<typeof reviewInviteSchema>;

const page = z.coerce
  .number()
  .int()
  .min(1, 'Page must be 1 or more')
  .max(1000, 'Page must be at most 1000')
  .default(1);

/** GET /properties/{id}/reviews. */
export const listingReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: 'Choose newest, highest or lowest' }).default('newest'),
  page,
});

/** GET /my-reviews and GET /own-reviews (the owner may narrow to one listing). */
export const reviewListQuery = z.object({ page, property_id: propertyIdSchema.optional() });

/** A review's id in a path. */
export const reviewIdParams = z.object({
  id: z.coerce
    .number({ error: 'Review id must be a number' })
    .int('Review id must be a number')
    .positive('Review id must be a number')
    .max(Number.MAX_SAFE_INTEGER, 'Review id must be a number'),
});

/** An invitation link's token in a path: url-safe base64, 43 characters (32 random bytes). */
export const invitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, M.inviteInvalid),
});

/** POST /admin/reviews/{id}/hide { reason } and .../unhide { reason? }: audit-logged, 3 to 500 characters like a ban's. */
export const hideReviewSchema = z.object({ reason: reviewReasonField });
/** GET /admin/reviews?state=hidden&page=. */
export const adminReviewsQuery = z.object({
  state: z.enum(['hidden'], { error: 'Choose hidden' }).default('hidden'),
  page,
});
export const unhideReviewSchema = z.object({ reason: reviewReasonField.optional() });
