// Bodies and queries of the operator console's users, bans and audit log (issue 28, A1). Paths: ADMIN_API in
// ../rules/admin.ts. Listing review and reports: ./review.ts; content: ./admin-content.ts.
//
// Answers (envelope `{ status: true, data, ... }`; lists add `total, page, per_page`, 20 a page):
// - GET /admin/users?q=&page=       data: AdminUserSummary[] (q: email, phone or name; empty: newest first)
// - GET /admin/users/:id            data: AdminUserDetail
// - POST /admin/users/:id/ban       { reason }  -> { message: ADMIN_USER_MESSAGES.banned, data: { banned_at, ban_reason } }
//                                   403 operator, 404 unknown, 409 already banned
// - POST /admin/users/:id/unban     { reason? } -> { message: ADMIN_USER_MESSAGES.unbanned, data: { banned_at: null } }
//                                   404 unknown, 409 not banned
// - GET /admin/audit?page=&action=&actor=&target_kind=&target_id=   data: AuditRow[], newest first
import './zod-config';
import { z } from 'zod';
import type { AdminListingSummary, AdminReport, UserType } from '../types';
import { reviewReasonField } from './review';
import { plainText } from './rules';

/** The exact texts of the users screens' answers. */
export const ADMIN_USER_MESSAGES = {
  banned: 'User banned. Their sessions have ended and their listings are hidden.',
  unbanned: 'User unbanned. They can sign in again and their live listings are back.',
  alreadyBanned: 'This user is already banned.',
  notBanned: 'This user is not banned.',
  operatorNotBannable: 'Operators cannot be banned.',
  notFound: 'User not found.',
} as const;

/** Every action the audit log records (api/src/admin/audit.ts), for the audit screen's filter. */
export const AUDIT_ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.suspend',
  'listing.verify',
  'listing.unverify',
  'report.dismiss',
  'report.action',
  'user.ban',
  'user.unban',
  'content.create',
  'content.update',
  'content.delete',
  'content.publish',
  'content.unpublish',
  // Issue 32: a guest review hidden or shown again.
  'review.hide',
  'review.unhide',
] as const;
/** A group filters on every action of its kind ('user' = user.ban and user.unban). */
export const AUDIT_ACTION_GROUPS = ['listing', 'report', 'user', 'content', 'review'] as const;

export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_PER_PAGE = 20;

const unset = (value: unknown) => (value === '' || value === null ? undefined : value);
const page = z.preprocess(
  unset,
  z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1000, 'Page must be at most 1000')
    .default(1),
);

/** GET /admin/users?q=&page=: q matches email, phone or name (case-insensitive); empty lists the newest. */
export const adminUsersQuery = z.object({
  q: plainText(
    z
      .string({ error: 'Search must be text' })
      .trim()
      .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`),
  ).default(''),
  page,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** POST /admin/users/:id/ban: the reason is kept with the ban and in the audit log (3 to 500 characters). */
export const banUserSchema = z.object({ reason: reviewReasonField });
/** POST /admin/users/:id/unban: an optional reason for the audit log. */
export const unbanUserSchema = z.object({ reason: reviewReasonField.optional() });

/** GET /admin/audit: newest first; `action` is one action or a group; `actor` part of the operator's email. */
export const adminAuditQuery = z.object({
  page,
  action: z.preprocess(
    unset,
    z.enum([...AUDIT_ACTIONS, ...AUDIT_ACTION_GROUPS], { error: 'Unknown action' }).optional(),
  ),
  actor: z.preprocess(
    unset,
    plainText(
      z
        .string({ error: 'Actor must be text' })
        .trim()
        .max(ADMIN_SEARCH_MAX, `Actor must be at most ${ADMIN_SEARCH_MAX} characters`),
    ).optional(),
  ),
  target_kind: z.preprocess(
    unset,
    z
      .string({ error: 'Target kind must be text' })
      .regex(/^[a-z_]{1,30}$/, 'Unknown target kind')
      .optional(),
  ),
  target_id: z.preprocess(
    unset,
    z
      .string({ error: 'Target id must be text' })
      .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Unknown target id')
      .optional(),
  ),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

/** One row of GET /admin/users. */
export interface AdminUserSummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  user_type: UserType;
  created_at: string;
  banned_at: string | null;
  listings_count: number;
}

/** GET /admin/users/:id. */
export interface AdminUserDetail {
  user: AdminUserSummary & { ban_reason: string | null; avatar: string | null };
  listings: AdminListingSummary[];
  /** Enquiry threads the user is in (as seeker or as owner), latest first. */
  threads: { id: number; listing_name: string; other_party: string; last_message_at: string }[];
  reports_made: AdminReport[];
  /** Reports on the user's listings, and on threads by the other party. */
  reports_received: AdminReport[];
  /** The last 50, newest first. */
  events: { kind: string; detail: string | null; ip: string | null; created_at: string }[];
}

/** One row of GET /admin/audit. */
export interface AuditRow {
  id: number;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  reason: string | null;
  detail: Record<string, unknown>;
  created_at: string;
}

/** The `:id` of /admin/users/:id. */
export const adminUserParams = z.object({
  id: z.coerce
    .number({ error: 'User id must be a number' })
    .int('User id must be a number')
    .positive('User id must be a number')
    .max(Number.MAX_SAFE_INTEGER, 'User id must be a number'),
});
