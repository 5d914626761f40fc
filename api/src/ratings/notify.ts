import { LISTER_REVIEWS_PATH, RATING_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { listingPath } from '../alerts/alerts';
import type { Queryable } from '../db';
import type { Notice, Notifier } from '../notify/notifier';
import { reviewAuthorName } from './serialize';

/**
 * The review mails to users (issue 32), through the app's Notifier like every other notice (one durable row per
 * channel the user chose, with its opt-out; notify/service.ts):
 *
 * - a new review: the listing's owner is told at once (kind 'review_new'), once per review (its key);
 * - the owner's first reply: the review's author is told (kind 'review_reply'), once per review: an edit of the
 *   reply is not mailed again.
 *
 * The seeker's "How was your visit?" prompt is in prompts.ts; a resident's invitation goes to a contact that may
 * have no account, so it is sent like a sign-up code (invitations.ts), not from here.
 */

/** The notifications kinds of this issue (migration 023). */
export const REVIEW_NOTICE_KINDS = {
  prompt: 'review_prompt',
  created: 'review_new',
  reply: 'review_reply',
} as const satisfies Record<string, Notice['kind']>;

/** The notices' identities: one mail per review and purpose, ever. */
export const newReviewKey = (reviewId: number) => `review_new:${reviewId}`;
export const replyKey = (reviewId: number) => `review_reply:${reviewId}`;

/** A listing's name short enough for a text message's line. */
export const shortName = (name: string) => (name.length > 28 ? `${name.slice(0, 27).trimEnd()}…` : name);

/** A review's text quoted in a mail: kept whole up to a few lines, else cut at a word. */
export function quote(body: string, max = 300): string {
  const text = body.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface ReviewMailRow {
  id: number | string;
  property_id: number | string;
  author_id: number | string;
  owner_id: number | string | null;
  rating: number;
  body: string;
  reply_body: string | null;
  accommodation_name: string;
  author_fname: string | null;
  author_lname: string | null;
  owner_fname: string | null;
}

async function reviewForMail(db: Queryable, reviewId: number): Promise<ReviewMailRow | null> {
  const { rows } = await db.query<ReviewMailRow>(
    `SELECT r.id, r.property_id, r.author_id, p.owner_id, r.rating, r.body, r.reply_body, p.accommodation_name,
            a.fname AS author_fname, a.lname AS author_lname, o.fname AS owner_fname
       FROM listing_reviews r
       JOIN properties p ON p.id = r.property_id
       JOIN users a ON a.id = r.author_id
       LEFT JOIN users o ON o.id = p.owner_id
      WHERE r.id = $1`,
    [reviewId],
  );
  return rows[0] ?? null;
}

/** The owner's notice of a new review (exported for the tests' expectations). */
export function newReviewNotice(row: ReviewMailRow): Notice | null {
  if (row.owner_id === null) return null;
  const name = row.accommodation_name;
  const author = reviewAuthorName(row.author_fname, row.author_lname);
  return {
    userId: Number(row.owner_id),
    kind: REVIEW_NOTICE_KINDS.created,
    key: newReviewKey(Number(row.id)),
    subject: M.newReviewSubject(name, row.rating),
    text: [
      `${author} reviewed ${name}: ${row.rating} ★.`,
      '',
      quote(row.body),
      '',
      'You can reply once, publicly, from the reviews of your listings.',
    ].join('\n'),
    short: `New review of ${shortName(name)}: ${row.rating} ★ by ${author}`,
    link: LISTER_REVIEWS_PATH,
  };
}

/**
 * Tells the listing's owner about a new review (api-reviews calls it after the review's transaction commits).
 * Never throws: a failure is logged and the review stands (the notice is keyed, so calling it again is safe).
 */
export async function noticeNewReview(app: FastifyInstance, reviewId: number): Promise<void> {
  try {
    const row = await reviewForMail(app.deps.db, reviewId);
    const notice = row && newReviewNotice(row);
    if (notice) await app.deps.notifier.notify(notice);
  } catch (error) {
    app.log.error({ err: error, reviewId }, 'new review notice failed');
  }
}

/**
 * Tells a review's author that the owner replied, inside the reply's transaction (the reply and its notice
 * commit together). Keyed by the review: only the first reply is mailed, an edit is not. Returns the channels
 * recorded.
 */
export async function noticeReply(notifier: Notifier, tx: Queryable, reviewId: number) {
  const row = await reviewForMail(tx, reviewId);
  if (!row?.reply_body) return [];
  const name = row.accommodation_name;
  const owner = row.owner_fname?.trim() || 'The owner';
  return notifier.notify(
    {
      userId: Number(row.author_id),
      kind: REVIEW_NOTICE_KINDS.reply,
      key: replyKey(Number(row.id)),
      subject: M.replySubject(name),
      text: [
        `${owner} replied to your review of ${name}:`,
        '',
        quote(row.reply_body),
        '',
        'The reply is shown under your review on the listing.',
      ].join('\n'),
      short: `The owner of ${shortName(name)} replied to your review`,
      link: listingPath(Number(row.property_id)),
    },
    tx,
  );
}
