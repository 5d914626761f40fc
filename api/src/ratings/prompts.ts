import {
  RATING_MESSAGES as M,
  REVIEW_PROMPT_DELAY_DAYS,
  REVIEW_PROMPT_MAX_DAYS,
  writeReviewPath,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../jobs/periodic';
import { PUBLIC_LISTING } from '../listings/states';
import type { Notice } from '../notify/notifier';
import { REVIEW_NOTICE_KINDS, shortName } from './notify';

/**
 * The seeker's "How was your visit to {name}?" mail (issue 32): sent once per thread, at PROMPT_HOUR India time
 * REVIEW_PROMPT_DELAY_DAYS after the day of a confirmed visit, while the listing is public and the seeker has
 * not reviewed it; visits older than REVIEW_PROMPT_MAX_DAYS are not asked about any more. The same visits show
 * as a card in My enquiries (GET /review-prompts, api-reviews) whether or not the mail went.
 */

/** The hour (India time) the prompt goes out, the day after the visit: a morning mail, not a midnight one. */
export const PROMPT_HOUR = 10;
/** How often the sweep looks for visits to ask about. */
export const PROMPT_SWEEP_MS = 15 * 60_000;
/** Prompts one pass sends at most (the next pass, a quarter of an hour later, takes the rest). */
const PASS_LIMIT = 500;

const DAY_MS = 86_400_000;
/** India is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The instant a visit on `date` (YYYY-MM-DD, India) is asked about: PROMPT_HOUR India time, DELAY days later. */
export function promptDueAt(date: string): Date {
  return new Date(
    Date.parse(`${date}T00:00:00Z`) +
      REVIEW_PROMPT_DELAY_DAYS * DAY_MS +
      PROMPT_HOUR * 3_600_000 -
      INDIA_OFFSET_MS,
  );
}

/** The YYYY-MM-DD (UTC calendar) of an instant. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The visit days asked about at `now`: the latest is the one whose due time has come (promptDueAt(day) <= now),
 * the earliest REVIEW_PROMPT_MAX_DAYS before today (India).
 */
export function promptWindow(now: Date): { from: string; to: string } {
  const to = dayOf(
    now.getTime() - REVIEW_PROMPT_DELAY_DAYS * DAY_MS - PROMPT_HOUR * 3_600_000 + INDIA_OFFSET_MS,
  );
  const from = dayOf(now.getTime() + INDIA_OFFSET_MS - REVIEW_PROMPT_MAX_DAYS * DAY_MS);
  return { from, to };
}

export const promptKey = (threadId: number) => `review_prompt:${threadId}`;

/** The seeker's prompt for a visit to `name` (exported for the tests' expectations). */
export function promptNotice(row: {
  thread_id: number;
  seeker_id: number;
  property_id: number;
  name: string;
}) {
  return {
    userId: row.seeker_id,
    kind: REVIEW_NOTICE_KINDS.prompt,
    key: promptKey(row.thread_id),
    subject: M.promptSubject(row.name),
    text: M.promptBody(row.name),
    short: M.prompt(shortName(row.name)),
    link: writeReviewPath(row.property_id),
  } satisfies Notice;
}

/**
 * One pass at `now` (the app's clock): every thread with a confirmed visit whose prompt is due, not yet
 * prompted, on a public listing the seeker has not reviewed gets one notice, and review_prompted_at is set in the
 * same transaction (under the row's condition: two API instances, or a retry, never ask twice). Returns how many
 * seekers were asked.
 */
export async function sweepReviewPrompts(app: FastifyInstance, now = app.deps.clock()): Promise<number> {
  const { db, notifier } = app.deps;
  const { from, to } = promptWindow(now);
  const { rows } = await db.query<{ id: number | string }>(
    `SELECT t.id FROM enquiry_threads t JOIN properties p ON p.id = t.property_id
       JOIN users s ON s.id = t.seeker_id LEFT JOIN users o ON o.id = p.owner_id
      WHERE t.visit_state = 'confirmed' AND t.review_prompted_at IS NULL
        AND t.visit_date BETWEEN $1::date AND $2::date
        AND ${PUBLIC_LISTING}
        -- The owner's other account (the same phone) may not review the listing: it is not asked to.
        AND NOT (length(s.phone) >= 10 AND right(s.phone, 10) = right(coalesce(o.phone, ''), 10))
        AND NOT EXISTS (SELECT 1 FROM listing_reviews r WHERE r.property_id = t.property_id AND r.author_id = t.seeker_id)
      ORDER BY t.visit_date, t.id LIMIT ${PASS_LIMIT}`,
    [from, to],
  );
  let asked = 0;
  for (const { id } of rows) {
    try {
      const sent = await db.transaction(async (tx) => {
        const thread = (
          await tx.query<{ seeker_id: number | string; property_id: number | string; name: string }>(
            `UPDATE enquiry_threads t SET review_prompted_at = $2
               FROM properties p
              WHERE t.id = $1 AND p.id = t.property_id AND t.review_prompted_at IS NULL
                AND t.visit_state = 'confirmed'
          RETURNING t.seeker_id, t.property_id, p.accommodation_name AS name`,
            [id, now],
          )
        ).rows[0];
        if (!thread) return false;
        await notifier.notify(
          promptNotice({
            thread_id: Number(id),
            seeker_id: Number(thread.seeker_id),
            property_id: Number(thread.property_id),
            name: thread.name,
          }),
          tx,
        );
        return true;
      });
      if (sent) asked += 1;
    } catch (error) {
      // Tried again on the next pass: review_prompted_at was not written.
      app.log.error({ err: error, thread: id }, 'review prompt failed');
    }
  }
  return asked;
}

/**
 * Starts the prompt sweep (main.ts, once the database is migrated): now, then every `everyMs`. Returns a stop
 * function; closing the app stops it too, after the pass in flight.
 */
export function startReviewPrompts(app: FastifyInstance, everyMs = PROMPT_SWEEP_MS): () => void {
  return startPeriodic(app, 'review prompt sweep', everyMs, () => sweepReviewPrompts(app));
}
