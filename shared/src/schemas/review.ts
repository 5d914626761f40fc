// Bodies and queries of listing review, reports and verification (issue 28). The routes: ADMIN_API and
// REVIEW_API in ../rules/admin.ts; the texts: REVIEW_MESSAGES in ../rules/review.ts.
import './zod-config';
import { z } from 'zod';
import {
  LISTING_REPORT_REASONS,
  type ListingReportReason,
  REPORT_STATUSES,
  REVIEW_STATES,
  VERIFY_METHODS,
} from '../rules/admin';
import { REVIEW_MESSAGES } from '../rules/review';
import { plainText } from './rules';
import { propertyIdSchema } from './search';

export const REVIEW_REASON_MIN = 3;
export const REVIEW_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 1000;
export const VERIFY_NOTE_MAX = 500;

const reviewState = z.enum(REVIEW_STATES, { error: `State must be one of ${REVIEW_STATES.join(', ')}` });

/** The reason of a reject, a suspension or a ban: what the owner is told (3 to 500 characters). */
export const reviewReasonField = plainText(
  z
    .string({ error: 'Give a reason' })
    .trim()
    .min(REVIEW_REASON_MIN, `Give a reason of at least ${REVIEW_REASON_MIN} characters`)
    .max(REVIEW_REASON_MAX, `A reason must be at most ${REVIEW_REASON_MAX} characters`),
  true,
);

/** POST /admin/listings/:id/approve: `from` is the review state the operator saw. */
export const approveListingSchema = z.object({ from: reviewState });
/** POST /admin/listings/:id/reject and /suspend. */
export const rejectListingSchema = z.object({ from: reviewState, reason: reviewReasonField });
export const suspendListingSchema = rejectListingSchema;

/** POST /admin/listings/:id/verify. */
export const verifyListingSchema = z.object({
  method: z.enum(VERIFY_METHODS, { error: 'Choose how you checked: call or visit' }),
  note: plainText(
    z.string().trim().max(VERIFY_NOTE_MAX, `A note must be at most ${VERIFY_NOTE_MAX} characters`),
    true,
  ).optional(),
});

const page = z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(1000).default(1);

/** The listing filters that cut across review states: `requested` = the owner bought the Verified check. */
export const ADMIN_VERIFICATION_FILTERS = ['requested'] as const;

/**
 * GET /admin/listings?status=&page= (status defaults to the queue). `verification=requested` (issue 31) lists the
 * listings whose owner bought the "Verified" check and that are not verified yet, whatever their review state,
 * oldest request first; `status` is then not applied.
 */
export const adminListingsQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), reviewState.default('pending')),
  page,
  verification: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ADMIN_VERIFICATION_FILTERS, { error: 'Verification must be requested' }).optional(),
  ),
});

/** GET /admin/reports?status=&page= (status defaults to open). */
export const adminReportsQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` }).default('open'),
  ),
  page,
});

/** POST /admin/reports/:id/dismiss. */
export const dismissReportSchema = z.object({ reason: reviewReasonField.optional() });
/** POST /admin/reports/:id/suspend-listing and /ban-user. */
export const reportActionSchema = z.object({ reason: reviewReasonField });

const reportReasons = Object.keys(LISTING_REPORT_REASONS) as [ListingReportReason, ...ListingReportReason[]];

/** POST /report-listing: a reason of the list; a note, required (3+ characters) when the reason is 'other'. */
export const reportListingSchema = z
  .object({
    property_id: propertyIdSchema,
    reason: z.enum(reportReasons, { error: 'Choose a reason' }),
    note: plainText(
      z.string().trim().max(REPORT_NOTE_MAX, `A note must be at most ${REPORT_NOTE_MAX} characters`),
      true,
    ).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.note.length < 3)
      ctx.addIssue({ code: 'custom', path: ['note'], message: REVIEW_MESSAGES.reportNoteRequired });
  });
export type ReportListingInput = z.infer<typeof reportListingSchema>;

/** POST /property-resubmit. */
export const resubmitListingSchema = z.object({ id: propertyIdSchema });

/** Ids in admin paths. */
export const adminIdParams = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number' })
    .int('Id must be a number')
    .positive('Id must be a number')
    .max(Number.MAX_SAFE_INTEGER, 'Id must be a number'),
});
