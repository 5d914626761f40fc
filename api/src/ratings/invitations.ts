import {
  RATING_MESSAGES as M,
  REVIEW_INVITE_DAYS,
  REVIEW_INVITES_PER_DAY,
  reviewInvitePath,
} from '@basera/shared/schemas';
import type { ReviewInvitationInfo } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import { countAttempt } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Queryable } from '../db';
import { HttpError, notFound, TooManyRequestsError, ValidationError } from '../http/errors';
import { isPublicListing } from '../listings/states';
import type { OutgoingMessage } from '../messaging/transport';
import { loadOwnListing } from '../routes/lister/common';
import {
  findListingForReview,
  isOwnerSide,
  type ListingForReview,
  phoneDigits,
  type Viewer,
} from './eligibility';
import { shortName } from './notify';

/**
 * Resident invitations (issue 32): an owner sends a link to a resident's email or phone; whoever opens it signs
 * up or signs in and accepts it, and may then review the listing as "Stayed here" (eligibility, api-reviews).
 * The contact may have no account yet, so the link goes straight through the app's transport, as a sign-up
 * code does (the dev outbox shows it), not through the notifier (which needs a user and their choices).
 *
 * Only the token's sha256 is stored; inviting the same contact again renews the link (a new token, a new
 * expiry) on the same row. An owner may send REVIEW_INVITES_PER_DAY a day (counted from the table: the rows
 * sent or renewed in the last 24 hours), and one contact gets at most INVITES_PER_CONTACT_PER_DAY of them.
 */

const DAY_MS = 86_400_000;
/** Links sent to one contact of one listing a day (a renewal is a send): nobody is pestered by a resend button. */
export const INVITES_PER_CONTACT_PER_DAY = 3;

export type ContactKind = 'email' | 'phone';

/** The contact as stored and compared: a lowercased email, or the 10 digits of a phone number. */
export function normaliseContact(contact: string): { contact: string; kind: ContactKind } {
  const value = contact.trim();
  return value.includes('@')
    ? { contact: value.toLowerCase(), kind: 'email' }
    : { contact: value.replace(/\D/g, ''), kind: 'phone' };
}

/** The link of an invitation on the site. */
export const invitationUrl = (siteUrl: string, token: string) => `${siteUrl}${reviewInvitePath(token)}`;

/** The message a resident gets: the owner's words of the invite page, the link and how long it works. */
export function invitationMessage(
  input: { ownerName: string; listingName: string; contact: string; kind: ContactKind },
  url: string,
): OutgoingMessage {
  const subject = M.inviteSubject(input.ownerName, input.listingName);
  if (input.kind === 'phone')
    return {
      channel: 'sms',
      to: input.contact,
      subject,
      // One SMS segment: the owner's first name and the listing's name cut short, then the link.
      text: `${input.ownerName.slice(0, 15)} invites you to review ${shortName(input.listingName)} on Basera: ${url}`,
    };
  return {
    channel: 'email',
    to: input.contact,
    subject,
    text: [
      'Hello,',
      '',
      M.invitePageText(input.ownerName, input.listingName),
      'Your review is marked "Stayed here" and helps the next person choose.',
      '',
      `${M.inviteSignIn}: ${url}`,
      '',
      `The link works for ${REVIEW_INVITE_DAYS} days. If you do not know this place, ignore this mail.`,
    ].join('\n'),
  };
}

interface OwnerRow {
  fname: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * Sends (or renews) an invitation to review an own listing: 404 when the listing is not the caller's, 409 when
 * it is not public, 422 when the contact is the owner's own (account email or phone, or the listing's contact
 * numbers), 429 past the day's limits. The message goes out after the row is committed.
 */
export async function sendInvitation(
  app: FastifyInstance,
  input: { propertyId: number; ownerId: number; contact: string },
): Promise<void> {
  const { db, config, transport, throttle } = app.deps;
  const now = app.deps.clock();
  const { contact, kind } = normaliseContact(input.contact);
  const message = await db.transaction(async (tx) => {
    // The owner's row locked: two sends at once are counted one after the other.
    const owner = (
      await tx.query<OwnerRow>('SELECT fname, email, phone FROM users WHERE id = $1 FOR UPDATE', [
        input.ownerId,
      ])
    ).rows[0];
    const listing = await loadOwnListing(tx, input.propertyId, input.ownerId);
    if (!isPublicListing(listing, now)) throw new HttpError(409, M.inviteNotPublic);
    const ownPhones = [owner?.phone, listing.contact_no_1, listing.contact_no_2]
      .map((phone) => phoneDigits(typeof phone === 'string' ? phone : null))
      .filter(Boolean);
    const self =
      kind === 'email'
        ? contact === (owner?.email ?? '').trim().toLowerCase()
        : ownPhones.includes(phoneDigits(contact));
    if (self) throw new ValidationError({ contact: [M.inviteSelf] });

    const since = new Date(now.getTime() - DAY_MS);
    const recent = (
      await tx.query<{ n: number; oldest: Date | string | null }>(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM review_invitations
          WHERE owner_id = $1 AND created_at > $2`,
        [input.ownerId, since],
      )
    ).rows[0]!;
    if (recent.n >= REVIEW_INVITES_PER_DAY) {
      const wait = recent.oldest
        ? (new Date(recent.oldest).getTime() + DAY_MS - now.getTime()) / 1000
        : 86_400;
      throw new TooManyRequestsError(M.inviteTooMany, wait);
    }
    await countAttempt(
      throttle,
      `review-invites:${input.propertyId}:${contact}`,
      INVITES_PER_CONTACT_PER_DAY,
      86_400,
      () => M.inviteTooMany,
    );

    const token = newToken();
    await tx.query(
      `INSERT INTO review_invitations (property_id, owner_id, contact, contact_kind, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (property_id, contact) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at,
             expires_at = EXCLUDED.expires_at, owner_id = EXCLUDED.owner_id`,
      [
        input.propertyId,
        input.ownerId,
        contact,
        kind,
        hashToken(token),
        now,
        new Date(now.getTime() + REVIEW_INVITE_DAYS * DAY_MS),
      ],
    );
    return invitationMessage(
      {
        ownerName: owner?.fname?.trim() || 'The owner',
        listingName: listing.accommodation_name ?? 'this place',
        contact,
        kind,
      },
      invitationUrl(config.siteUrl, token),
    );
  });
  await transport.send(message);
}

export interface SentInvitation {
  contact: string;
  contact_kind: ContactKind;
  created_at: string;
  expires_at: string;
  accepted: boolean;
}

/** The invitations sent for an own listing (404 otherwise), the newest send first. */
export async function listInvitations(
  db: Queryable,
  propertyId: number,
  ownerId: number,
): Promise<SentInvitation[]> {
  await loadOwnListing(db, propertyId, ownerId);
  const { rows } = await db.query<{
    contact: string;
    contact_kind: ContactKind;
    created_at: Date;
    expires_at: Date;
    accepted: boolean;
  }>(
    `SELECT contact, contact_kind, created_at, expires_at, accepted_by IS NOT NULL AS accepted
       FROM review_invitations WHERE property_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [propertyId],
  );
  return rows.map((row) => ({
    contact: row.contact,
    contact_kind: row.contact_kind,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    accepted: row.accepted,
  }));
}

interface InvitationRow {
  id: number | string;
  property_id: number | string;
  expires_at: Date;
  accepted_by: number | string | null;
  owner_fname: string | null;
}

const invalid = () => notFound(M.inviteInvalid);

/**
 * The invitation of a link's token and its listing (a malformed token is no invitation either; a deleted
 * listing takes its invitations with it, for the resident too).
 */
async function findInvitation(
  db: Queryable,
  token: string,
  photoBase: string,
  lock = false,
): Promise<{ row: InvitationRow; listing: ListingForReview }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid();
  const { rows } = await db.query<InvitationRow>(
    `SELECT i.id, i.property_id, i.expires_at, i.accepted_by, u.fname AS owner_fname
       FROM review_invitations i LEFT JOIN users u ON u.id = i.owner_id
      WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [hashToken(token)],
  );
  const row = rows[0];
  const listing = row ? await findListingForReview(db, Number(row.property_id), photoBase) : null;
  if (!row || !listing) throw invalid();
  return { row, listing };
}

/** GET /review-invitations/:token (public): what the link is for, and whether it still works. */
export async function invitationInfo(
  db: Queryable,
  token: string,
  now: Date,
  photoBase: string,
): Promise<ReviewInvitationInfo> {
  const { row, listing } = await findInvitation(db, token, photoBase);
  const state: ReviewInvitationInfo['state'] =
    row.accepted_by !== null ? 'accepted' : new Date(row.expires_at) <= now ? 'expired' : 'open';
  return { state, owner_name: row.owner_fname?.trim() || 'The owner', listing: listing.listing };
}

/**
 * POST /review-invitations/:token/accept: binds the invitation to the signed-in user (again by the same user:
 * nothing changes). 404 unknown, 403 the listing's owner (or an account sharing their phone), 409 taken by
 * another account, 410 expired. Returns the listing's id.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  viewer: Viewer,
  now: Date,
  photoBase: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { row, listing } = await findInvitation(tx, token, photoBase, true);
    if (isOwnerSide(listing, viewer)) throw new HttpError(403, M.inviteOwner);
    if (row.accepted_by !== null) {
      if (Number(row.accepted_by) === viewer.id) return listing.id;
      throw new HttpError(409, M.inviteUsed);
    }
    if (new Date(row.expires_at) <= now) throw new HttpError(410, M.inviteInvalid);
    await tx.query('UPDATE review_invitations SET accepted_by = $2, accepted_at = $3 WHERE id = $1', [
      row.id,
      viewer.id,
      now,
    ]);
    return listing.id;
  });
}
