import {
  type LeadStatus,
  type ListingType,
  OPEN_VISIT_STATES,
  type VisitState,
} from '@basera/shared/schemas';
import type { EnquiryMessage, EnquiryThread, EnquiryThreadSummary, ThreadRole } from '@basera/shared/types';
import type { Queryable } from '../db';
import { visitLine } from './visits';

/** A thread with what its lists and pages show: the listing, both sides' names and addresses. */
export interface ThreadRow {
  id: number;
  property_id: number;
  seeker_id: number;
  owner_id: number | null;
  created_at: string | Date;
  last_message: string;
  last_message_at: string | Date;
  last_sender: ThreadRole;
  owner_replied_at: string | Date | null;
  seeker_unread: number;
  owner_unread: number;
  visit_date: string | null;
  visit_slot: string | null;
  visit_state: VisitState | null;
  visit_updated_at: string | Date | null;
  reported_at: string | Date | null;
  accommodation_name: string;
  property_type: ListingType;
  locality: string;
  city_name: string;
  contact_no_1: string;
  contact_no_2: string | null;
  /** Where the listing is (a visit's reminders carry it): the address lines and the map point, when set. */
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  building_name: string | null;
  postal_code: string | null;
  lat: number | null;
  long: number | null;
  seeker_name: string;
  seeker_last_name: string;
  seeker_phone: string;
  seeker_email: string;
  owner_name: string | null;
  owner_email: string | null;
}

export const THREAD_SELECT = `
  SELECT t.id, t.property_id, t.seeker_id, p.owner_id, t.created_at, t.last_message, t.last_message_at,
         t.last_sender, t.owner_replied_at, t.seeker_unread, t.owner_unread, t.visit_date::text AS visit_date,
         t.visit_slot, t.visit_state, t.visit_updated_at, t.reported_at,
         p.accommodation_name, p.property_type, p.locality, p.city_name, p.contact_no_1, p.contact_no_2,
         p.address_line_1, p.address_line_2, p.landmark, p.project_society_building_name AS building_name,
         p.postal_code, p.lat, p.long,
         s.fname AS seeker_name, s.lname AS seeker_last_name, s.phone AS seeker_phone,
         s.email AS seeker_email, o.fname AS owner_name, o.email AS owner_email
    FROM enquiry_threads t
    JOIN properties p ON p.id = t.property_id
    JOIN users s ON s.id = t.seeker_id
    LEFT JOIN users o ON o.id = p.owner_id`;

const OPEN = OPEN_VISIT_STATES.map((state) => `'${state}'`).join(', ');
/** The inbox's statuses as SQL over `t` (the twin of leadStatus below). */
export const LEAD_STATUS_SQL: Record<LeadStatus, string> = {
  visit: `t.visit_state IN (${OPEN})`,
  answered: `(t.visit_state IS NULL OR t.visit_state NOT IN (${OPEN})) AND t.owner_replied_at IS NOT NULL`,
  new: `(t.visit_state IS NULL OR t.visit_state NOT IN (${OPEN})) AND t.owner_replied_at IS NULL`,
};

/** New: the owner has not answered; answered: they have; visit: a visit is on (requested, confirmed, moved). */
export function leadStatus(row: Pick<ThreadRow, 'visit_state' | 'owner_replied_at'>): LeadStatus {
  if (row.visit_state && OPEN_VISIT_STATES.includes(row.visit_state)) return 'visit';
  return row.owner_replied_at ? 'answered' : 'new';
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A thread as `side` sees it in a list. */
export function toSummary(row: ThreadRow, side: ThreadRole): EnquiryThreadSummary {
  return {
    id: Number(row.id),
    property_id: Number(row.property_id),
    listing_name: row.accommodation_name,
    listing_type: row.property_type,
    listing_place: `${row.locality}, ${row.city_name}`,
    other_name: (side === 'seeker' ? row.owner_name : row.seeker_name) ?? 'Owner',
    role: side,
    status: leadStatus(row),
    last_message: row.last_message,
    last_message_at: iso(row.last_message_at),
    last_sender: row.last_sender,
    unread: Number(side === 'seeker' ? row.seeker_unread : row.owner_unread),
    visit:
      row.visit_state && row.visit_date && row.visit_slot
        ? {
            date: row.visit_date,
            slot: row.visit_slot,
            state: row.visit_state,
            updated_at: iso(row.visit_updated_at ?? row.last_message_at),
          }
        : null,
    reported: row.reported_at !== null,
    created_at: iso(row.created_at),
  };
}

/** The side a user is on in a thread they take part in. */
export const sideOf = (row: ThreadRow, userId: number): ThreadRole =>
  Number(row.seeker_id) === userId ? 'seeker' : 'owner';

/**
 * The thread if the user takes part in it (its seeker, or its listing's owner), else null: anyone else gets the
 * same answer as for a thread that does not exist.
 */
export async function findThreadFor(db: Queryable, id: number, userId: number): Promise<ThreadRow | null> {
  const { rows } = await db.query<ThreadRow>(
    `${THREAD_SELECT} WHERE t.id = $1 AND (t.seeker_id = $2 OR p.owner_id = $2)`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** The newest `limit` messages before `before` (a message id), oldest first, and whether older ones exist. */
export async function readMessages(db: Queryable, threadId: number, limit: number, before?: number) {
  const { rows } = await db.query<{
    id: number;
    sender: ThreadRole;
    kind: 'message' | 'visit';
    body: string;
    created_at: string | Date;
  }>(
    `SELECT id, sender, kind, body, created_at FROM enquiry_messages
      WHERE thread_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [threadId, before ?? null, limit + 1],
  );
  const messages: EnquiryMessage[] = rows
    .slice(0, limit)
    .reverse()
    .map((row) => ({ ...row, id: Number(row.id), created_at: iso(row.created_at) }));
  return { messages, more_before: rows.length > limit };
}

/** A thread with its newest messages, as `side` sees it; the seeker gets the owner's numbers to call. */
export async function threadAnswer(
  db: Queryable,
  row: ThreadRow,
  side: ThreadRole,
  page: { limit: number; before?: number } = { limit: 50 },
): Promise<EnquiryThread> {
  const { messages, more_before } = await readMessages(db, Number(row.id), page.limit, page.before);
  return {
    ...toSummary(row, side),
    messages,
    more_before,
    contact_no: side === 'seeker' ? [row.contact_no_1, row.contact_no_2].filter(Boolean).join(', ') : null,
    // A thread exists only once the seeker sent an enquiry or a visit request, told the owner sees these.
    seeker_contact:
      side === 'owner'
        ? { name: `${row.seeker_name} ${row.seeker_last_name}`.trim(), phone: row.seeker_phone }
        : null,
  };
}

/**
 * Adds a message (or a visit line) from `sender` and brings the thread up to date: its last message, the other
 * side's unread count, and the owner's first answer (any message or visit change of theirs). Returns the
 * message's id (a notice about it is keyed by it).
 */
export async function addMessage(
  db: Queryable,
  threadId: number,
  sender: ThreadRole,
  kind: 'message' | 'visit',
  body: string,
): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO enquiry_messages (thread_id, sender, kind, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [threadId, sender, kind, body],
  );
  await db.query(
    `UPDATE enquiry_threads
        SET last_message = $2, last_message_at = now(), last_sender = $3,
            seeker_unread = seeker_unread + CASE WHEN $3 = 'owner' THEN 1 ELSE 0 END,
            owner_unread = owner_unread + CASE WHEN $3 = 'seeker' THEN 1 ELSE 0 END,
            owner_replied_at = CASE WHEN $3 = 'owner' THEN coalesce(owner_replied_at, now()) ELSE owner_replied_at END
      WHERE id = $1`,
    [threadId, body, sender],
  );
  return Number(inserted.rows[0]!.id);
}

/** Marks the thread read on `side` (reading the thread page does it). */
export async function markRead(db: Queryable, row: ThreadRow, side: ThreadRole): Promise<void> {
  const column = side === 'seeker' ? 'seeker_unread' : 'owner_unread';
  if (Number(row[column]) === 0) return;
  await db.query(`UPDATE enquiry_threads SET ${column} = 0 WHERE id = $1`, [row.id]);
  row[column] = 0;
}

/**
 * Moves the visit from the state `from` to `state` with its slot, and writes the change into the thread as a
 * visit line. Returns the line's id (the move's identity: its notices are keyed by it), or false, writing
 * nothing, when the visit is no longer in `from` (the other side, or a double tap, moved it meanwhile), when it
 * is already `state` at this slot (a retried request is no second move), or, with `sameSlot`, when its slot is
 * no longer `date` and `slot`: a seeker changing a requested slot leaves the state 'requested', so only the
 * slot tells a confirm it is out of date.
 */
export async function setVisit(
  db: Queryable,
  threadId: number,
  side: ThreadRole,
  from: VisitState | null,
  state: VisitState,
  date: string,
  slot: string,
  sameSlot = false,
): Promise<number | false> {
  const { rows } = await db.query(
    `UPDATE enquiry_threads SET visit_state = $2, visit_date = $3, visit_slot = $4, visit_updated_at = now()
      WHERE id = $1 AND visit_state IS NOT DISTINCT FROM $5
        AND (NOT $6::boolean OR (visit_date = $3::date AND visit_slot = $4))
        AND NOT (visit_state IS NOT DISTINCT FROM $2 AND visit_date IS NOT DISTINCT FROM $3::date
                 AND visit_slot IS NOT DISTINCT FROM $4)
  RETURNING id`,
    [threadId, state, date, slot, from, sameSlot],
  );
  if (!rows.length) return false;
  return addMessage(db, threadId, side, 'visit', visitLine(state, date, slot));
}
