import {
  indiaToday,
  isPastSlot,
  ENQUIRY_MESSAGES as M,
  MESSAGES_PER_HOUR,
  NEW_THREADS_PER_DAY,
  newEnquirySchema,
  propertyIdSchema,
  replySchema,
  reportThreadSchema,
  threadIdParams,
  threadListQuery,
  threadReadQuery,
  type VisitState,
  visitActionSchema,
} from '@basera/shared/schemas';
import type { ThreadRole } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, sessionOf } from '../auth/sessions';
import { countAttempt } from '../auth/throttle';
import {
  reminderPrefix,
  scheduleReminders,
  tellChatMessage,
  tellNewLead,
  tellVisitMove,
} from '../enquiries/notify';
import {
  addMessage,
  findThreadFor,
  LEAD_STATUS_SQL,
  markRead,
  setVisit,
  sideOf,
  THREAD_SELECT,
  type ThreadRow,
  threadAnswer,
  toSummary,
} from '../enquiries/threads';
import { nextVisitState, visitLine } from '../enquiries/visits';
import { forbidden, HttpError, notFound, parse, TooManyRequestsError } from '../http/errors';
import { CALLS_PER_HOUR, callsThrottled } from '../listings/counters';
import { findPropertyById } from '../listings/repository';
import { effectiveStatus, isPublicListing } from '../listings/states';
import { listingReportRoutes } from './reports';

const signedIn = { preHandler: requireAuth };
const DAY_SECONDS = 24 * 3600;

/**
 * Enquiries and visit requests: a seeker's thread with a listing's owner. Only the two of them may read or
 * write a thread; anyone else gets 404, as for a thread that does not exist.
 */
export async function enquiryRoutes(app: FastifyInstance) {
  const { db, transport, throttle, counters } = app.deps;
  // Read at each call: the notifier and the clock (tests move it) are the app's as they are then.
  const notifier = () => app.deps.notifier;
  const now = () => app.deps.clock();
  const userIdOf = (request: FastifyRequest) => Number(sessionOf(request).user.id);

  /** Messages per user per hour, across threads: a person writes a few, a script many. */
  const countMessage = async (userId: number) => {
    const { count, resetIn } = await throttle.hit(`enquiry-messages:${userId}`, 3600);
    if (count > MESSAGES_PER_HOUR) throw new TooManyRequestsError(M.tooManyMessages, resetIn);
  };

  const threadOf = async (request: FastifyRequest) => {
    const { id } = parse(threadIdParams, request.params);
    const userId = userIdOf(request);
    const row = await findThreadFor(db, id, userId);
    if (!row) throw notFound('Conversation not found');
    return { row, side: sideOf(row, userId) };
  };
  const reread = async (id: number, userId: number) => (await findThreadFor(db, id, userId))!;

  // "Report this listing" (issue 28) sits with the thread reports.
  await app.register(listingReportRoutes);

  // A seeker writes to a listing's owner: a message, a visit request, or both. The first call makes the thread.
  app.post('/enquiries', signedIn, async (request, reply) => {
    const input = parse(newEnquirySchema, request.body);
    const user = sessionOf(request).user;
    if (user.user_type !== 'Customer') throw forbidden(M.seekersOnly);
    const listing = await findPropertyById(db, input.property_id);
    if (!listing || !isPublicListing(listing)) throw notFound('Property not found');
    if (Number(listing.owner_id) === Number(user.id)) throw forbidden(M.ownListing);
    const userId = Number(user.id);

    await countMessage(userId);
    // One transaction with the seeker's row locked: parallel first messages cannot pass the day's limit
    // together, and a thread is never left without the message or visit it was made for.
    const { threadId, made } = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const existing = await tx.query<{
        id: number;
        visit_state: VisitState | null;
        visit_date: string | null;
        visit_slot: string | null;
      }>(
        `SELECT id, visit_state, visit_date::text AS visit_date, visit_slot FROM enquiry_threads
          WHERE property_id = $1 AND seeker_id = $2`,
        [input.property_id, userId],
      );
      const before = existing.rows[0];
      let id = before ? Number(before.id) : null;
      const visitFrom = before?.visit_state ?? null;
      if (input.visit && !nextVisitState('seeker', visitFrom, 'request').ok)
        throw new HttpError(409, M.visitNotAllowed);
      if (id === null) {
        // New threads a day: counted from the table, so the limit holds across API instances and restarts.
        const recent = await tx.query<{ n: number; oldest: string | Date | null }>(
          `SELECT count(*)::int AS n, min(created_at) AS oldest FROM enquiry_threads
            WHERE seeker_id = $1 AND created_at > now() - interval '1 day'`,
          [userId],
        );
        const { n, oldest } = recent.rows[0]!;
        if (n >= NEW_THREADS_PER_DAY) {
          const wait = oldest
            ? (new Date(oldest).getTime() + DAY_SECONDS * 1000 - Date.now()) / 1000
            : DAY_SECONDS;
          throw new TooManyRequestsError(M.tooManyThreads(Math.max(1, Math.ceil(wait / 3600))), wait);
        }
        const inserted = await tx.query<{ id: number }>(
          'INSERT INTO enquiry_threads (property_id, seeker_id) VALUES ($1, $2) RETURNING id',
          [input.property_id, userId],
        );
        id = Number(inserted.rows[0]!.id);
      }
      const messageId = input.message ? await addMessage(tx, id, 'seeker', 'message', input.message) : null;
      // A request for the slot already requested (a retried send) is no second move: no line, no notice.
      const moveId = input.visit
        ? await setVisit(tx, id, 'seeker', visitFrom, 'requested', input.visit.date, input.visit.slot)
        : false;
      const row = (await findThreadFor(tx, id, userId))!;
      if (!before)
        await tellNewLead(notifier(), tx, row, {
          message: input.message,
          visit: moveId && input.visit ? { moveId, ...input.visit } : undefined,
        });
      else if (moveId && input.visit)
        await tellVisitMove(notifier(), tx, row, {
          id: moveId,
          state: 'requested',
          ...input.visit,
          by: 'seeker',
          note: input.message,
        });
      else if (messageId)
        await tellChatMessage(notifier(), tx, row, 'seeker', { id: messageId, body: input.message! });
      return { threadId: id, made: !before };
    });
    const row = await reread(threadId, userId);
    reply.code(made ? 201 : 200);
    return {
      status: true,
      message: input.visit ? M.visitSent : M.sent,
      data: await threadAnswer(db, row, 'seeker'),
    };
  });

  // The seeker's threads ("My enquiries"), newest first.
  app.get('/enquiries', signedIn, async (request) => {
    const { page, per_page } = parse(threadListQuery.pick({ page: true, per_page: true }), request.query);
    const { rows } = await db.query<ThreadRow & { total: number }>(
      `${THREAD_SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
        WHERE t.seeker_id = $1 ORDER BY t.last_message_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [userIdOf(request), per_page, (page - 1) * per_page],
    );
    return pageAnswer(rows, 'seeker', page, per_page);
  });

  // What the account menu counts: unread messages on either side (a Lister's leads, a seeker's answers).
  app.get('/enquiries/unread', signedIn, async (request) => {
    const { rows } = await db.query<{ unread: number }>(
      `SELECT (SELECT coalesce(sum(seeker_unread), 0) FROM enquiry_threads WHERE seeker_id = $1)
            + (SELECT coalesce(sum(t.owner_unread), 0) FROM enquiry_threads t
                 JOIN properties p ON p.id = t.property_id WHERE p.owner_id = $1) AS unread`,
      [userIdOf(request)],
    );
    return { status: true, data: { unread: Number(rows[0]?.unread ?? 0) } };
  });

  app.get('/enquiries/:id', signedIn, async (request) => {
    const { row, side } = await threadOf(request);
    const { before, limit } = parse(threadReadQuery, request.query);
    await markRead(db, row, side);
    return { status: true, data: await threadAnswer(db, row, side, { limit, before }) };
  });

  app.post('/enquiries/:id/messages', signedIn, async (request) => {
    const { row, side } = await threadOf(request);
    const { message } = parse(replySchema, request.body);
    await countMessage(userIdOf(request));
    await db.transaction(async (tx) => {
      const id = await addMessage(tx, Number(row.id), side, 'message', message);
      await tellChatMessage(notifier(), tx, row, side, { id, body: message });
    });
    const fresh = await reread(Number(row.id), userIdOf(request));
    return { status: true, message: M.replied, data: await threadAnswer(db, fresh, side) };
  });

  app.post('/enquiries/:id/visit', signedIn, async (request) => {
    const { row, side } = await threadOf(request);
    const input = parse(visitActionSchema, request.body);
    const step = nextVisitState(side, row.visit_state, input.action);
    if (!step.ok) throw new HttpError(step.reason === 'wrong-side' ? 403 : 409, M.visitNotAllowed);
    const date = 'date' in input ? input.date : row.visit_date!;
    const slot = 'slot' in input ? input.slot : row.visit_slot!;
    // A confirm names the slot the owner saw: one the seeker has replaced since is not agreed to.
    const confirming = input.action === 'confirm';
    const changed = (visit: Pick<ThreadRow, 'visit_date' | 'visit_slot'>) =>
      confirming && (visit.visit_date !== date || visit.visit_slot !== slot);
    if (changed(row)) throw new HttpError(409, M.visitChanged);
    // A visit whose time has come can no longer be agreed to (the schema keeps new slots ahead).
    if (confirming && isPastSlot(date, slot, now())) throw new HttpError(409, M.visitPast);
    // Asking again for the slot already asked for (a retried request) changes nothing and tells nobody.
    const repeat = (visit: Pick<ThreadRow, 'visit_state' | 'visit_date' | 'visit_slot'>) =>
      input.action === 'request' &&
      visit.visit_state === 'requested' &&
      visit.visit_date === date &&
      visit.visit_slot === slot;
    if (repeat(row))
      return {
        status: true,
        message: visitLine('requested', date, slot),
        data: await threadAnswer(db, row, side),
      };
    await countMessage(userIdOf(request));
    const moved = await db.transaction(async (tx) => {
      const moveId = await setVisit(
        tx,
        Number(row.id),
        side,
        row.visit_state,
        step.state,
        date,
        slot,
        confirming,
      );
      if (!moveId) return false;
      const move = { id: moveId, state: step.state, date, slot, by: side };
      await tellVisitMove(notifier(), tx, row, move);
      // A confirmed slot is reminded of; any other move means the reminders of an earlier one are wrong now.
      if (step.state === 'confirmed') await scheduleReminders(notifier(), tx, row, move, now());
      else await notifier().cancel(reminderPrefix(Number(row.id)), tx);
      return true;
    });
    if (!moved) {
      // Moved meanwhile: say the slot changed when that is what happened (the seeker picked another one).
      const current = await reread(Number(row.id), userIdOf(request));
      if (repeat(current))
        return {
          status: true,
          message: visitLine('requested', date, slot),
          data: await threadAnswer(db, current, side),
        };
      throw new HttpError(
        409,
        current.visit_state === row.visit_state && changed(current) ? M.visitChanged : M.visitNotAllowed,
      );
    }
    const fresh = await reread(Number(row.id), userIdOf(request));
    return {
      status: true,
      message: visitLine(step.state, date, slot),
      data: await threadAnswer(db, fresh, side),
    };
  });

  // Flags the thread for the team (either side may): stored on the thread and mailed to the business address.
  app.post('/enquiries/:id/report', signedIn, async (request) => {
    const { row, side } = await threadOf(request);
    const { reason } = parse(reportThreadSchema, request.body);
    // The first report stands (and is mailed once); reporting again changes nothing. It also lands in the
    // operators' reports (/admin/reports), in the same transaction.
    const first = await db.transaction(async (tx) => {
      const flagged = await tx.query(
        `UPDATE enquiry_threads SET reported_at = now(), reported_by = $2, report_reason = $3
          WHERE id = $1 AND reported_at IS NULL RETURNING id`,
        [row.id, userIdOf(request), reason || null],
      );
      if (flagged.rows.length)
        await tx.query(
          `INSERT INTO reports (kind, property_id, thread_id, reporter_id, reason) VALUES ('thread', $1, $2, $3, $4)`,
          [row.property_id, row.id, userIdOf(request), reason || 'other'],
        );
      return flagged;
    });
    if (!first.rows.length) return { status: true, message: M.reported };
    request.log.warn({ threadId: row.id, by: side }, 'enquiry thread reported');
    const settings = await db.query<{ email: string | null }>(
      'SELECT email FROM general_settings WHERE id = 1',
    );
    const team = settings.rows[0]?.email;
    if (team) {
      await transport
        .send({
          channel: 'email',
          to: team,
          subject: `Conversation #${row.id} reported`,
          text: `The ${side} reported conversation #${row.id} about ${row.accommodation_name} (listing ${row.property_id}).\n\nReason: ${reason || '(none given)'}`,
        })
        .catch((error) => request.log.error({ err: error, threadId: row.id }, 'report mail failed'));
    }
    return { status: true, message: M.reported };
  });

  // The owner's lead inbox: a listing's threads together (the listing with the newest lead first), newest first.
  app.get('/leads', signedIn, async (request) => {
    const userId = listerOf(request);
    const { page, per_page, status, property_id } = parse(threadListQuery, request.query);
    const params: unknown[] = [userId, per_page, (page - 1) * per_page];
    const where = ['p.owner_id = $1'];
    if (status) where.push(LEAD_STATUS_SQL[status]);
    if (property_id) where.push(`t.property_id = $${params.push(property_id)}`);
    const { rows } = await db.query<ThreadRow & { total: number }>(
      `${THREAD_SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
        WHERE ${where.join(' AND ')}
        ORDER BY max(t.last_message_at) OVER (PARTITION BY t.property_id) DESC, t.property_id DESC,
                 t.last_message_at DESC, t.id DESC
        LIMIT $2 OFFSET $3`,
      params,
    );
    return pageAnswer(rows, 'owner', page, per_page);
  });

  // Each of the owner's listings with its last 30 days: page views, calls revealed and new enquiries.
  app.get('/leads/stats', signedIn, async (request) => {
    const userId = listerOf(request);
    // This instance's counts so far are written first, so a view the owner just made shows.
    await counters
      .flush()
      .catch((error) => request.log.error({ err: error }, 'listing counters flush failed'));
    const { rows } = await db.query<{
      id: number;
      accommodation_name: string;
      property_type: string;
      status: string;
      expires_at: string | Date | null;
      views: number;
      calls: number;
      enquiries: number;
      unread: number;
    }>(
      `SELECT p.id, p.accommodation_name, p.property_type, p.status, p.expires_at,
              coalesce(s.views, 0)::int AS views, coalesce(s.calls, 0)::int AS calls,
              coalesce(e.enquiries, 0)::int AS enquiries, coalesce(e.unread, 0)::int AS unread
         FROM properties p
         LEFT JOIN LATERAL (SELECT sum(views) AS views, sum(calls) AS calls FROM listing_daily_stats
                             WHERE property_id = p.id AND day > $2::date - 30) s ON true
         LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE created_at > now() - interval '30 days') AS enquiries,
                                   sum(owner_unread) AS unread
                              FROM enquiry_threads WHERE property_id = p.id) e ON true
        WHERE p.owner_id = $1 AND p.status <> 'draft'
        ORDER BY p.posted_at DESC, p.id DESC`,
      // The counters write India's days (listings/counters.ts): the window ends on India's today.
      [userId, indiaToday()],
    );
    return {
      status: true,
      data: rows.map((row) => ({
        property_id: Number(row.id),
        listing_name: row.accommodation_name,
        listing_type: row.property_type,
        status: effectiveStatus(row),
        views: row.views,
        calls: row.calls,
        enquiries: row.enquiries,
        unread: row.unread,
      })),
    };
  });

  // A signed-in seeker tapped a number to call: a public listing only (404 otherwise), CALLS_PER_HOUR taps a
  // user (429), one count per user, listing and hour.
  app.post('/properties/:id/calls', signedIn, async (request) => {
    const { id } = parse(z.object({ id: propertyIdSchema }), request.params);
    const userId = userIdOf(request);
    await countAttempt(throttle, `calls:${userId}`, CALLS_PER_HOUR, 3600, callsThrottled);
    const listing = await findPropertyById(db, id);
    if (!listing || !isPublicListing(listing)) throw notFound('Property not found');
    const { count } = await throttle.hit(`call:${userId}:${id}`, 3600);
    if (count === 1) counters.call(id);
    return { status: true };
  });
}

/** The signed-in user's id when they are a Lister (only a Lister has listings, so leads). */
function listerOf(request: FastifyRequest): number {
  const user = sessionOf(request).user;
  if (user.user_type !== 'Lister') throw forbidden('Only a Lister has a lead inbox.');
  return Number(user.id);
}

function pageAnswer(
  rows: Array<ThreadRow & { total: number }>,
  side: ThreadRole,
  page: number,
  perPage: number,
) {
  return {
    status: true,
    data: rows.map((row) => toSummary(row, side)),
    total: Number(rows[0]?.total ?? 0),
    page,
    per_page: perPage,
  };
}
