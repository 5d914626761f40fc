import {
  ENQUIRIES_PATH,
  LEADS_PATH,
  MAIL_QUIET_MINUTES,
  type NotifyChannel,
  REMINDER_BEFORE_HOURS,
  REMINDER_EVENING_HOUR,
  slotStart,
  VISIT_STATE_LABELS,
  type VisitState,
  visitDateLabel,
  visitSlotLabel,
} from '@basera/shared/schemas';
import type { ThreadRole } from '@basera/shared/types';
import type { Queryable } from '../db';
import type { Notice, Notifier } from '../notify/notifier';
import type { ThreadRow } from './threads';

/**
 * Who hears what about a thread (issue 30), through the app's Notifier, inside the transaction of the change it
 * tells about (the change and its notice commit together: a crash loses neither, a retry repeats neither):
 *
 * - a seeker's first enquiry on a listing is a new lead: the owner is told at once, on every channel they chose;
 * - a visit request, confirmation, reschedule, decline or cancellation tells the other side at once, on every
 *   channel they chose, keyed by the move (the visit line's id), so one move is one message per channel, ever;
 * - a chat message tells the other side by email only (CHAT_CHANNELS), at most once per thread and side in
 *   MAIL_QUIET_MINUTES: a quick exchange is one mail, not one per line, and never a burst of texts;
 * - a confirmed visit gets two reminders for both sides (REMINDER_EVENING_HOUR the evening before, India time,
 *   and REMINDER_BEFORE_HOURS before the slot starts) with the address and a map link; any later move of the
 *   visit cancels them (reminderPrefix).
 */

/** Chat messages go by email only: a conversation is many lines, and texts or WhatsApp pings for each would be noise. */
export const CHAT_CHANNELS: readonly NotifyChannel[] = ['email'];

type Side = ThreadRole;
const other = (side: Side): Side => (side === 'seeker' ? 'owner' : 'seeker');
const userIdOf = (row: ThreadRow, side: Side) =>
  side === 'seeker' ? Number(row.seeker_id) : row.owner_id === null ? null : Number(row.owner_id);
/** The conversation's page for a side: the owner's Lead Inbox, the seeker's My enquiries. */
export const threadPath = (row: Pick<ThreadRow, 'id'>, side: Side) =>
  `${side === 'owner' ? LEADS_PATH : ENQUIRIES_PATH}/${row.id}`;

const seekerFullName = (row: ThreadRow) => `${row.seeker_name} ${row.seeker_last_name ?? ''}`.trim();
const ownerName = (row: ThreadRow) => row.owner_name?.trim() || 'The owner';
const when = (date: string, slot: string) => `${visitDateLabel(date)}, ${visitSlotLabel(slot)}`;
/** A listing's name short enough for a text message's line. */
const shortName = (name: string) => (name.length > 28 ? `${name.slice(0, 27).trimEnd()}…` : name);

/** The listing's address as one line: building, street lines, landmark, locality, city and PIN. */
export function listingAddress(
  row: Pick<
    ThreadRow,
    | 'building_name'
    | 'address_line_1'
    | 'address_line_2'
    | 'landmark'
    | 'locality'
    | 'city_name'
    | 'postal_code'
  >,
): string {
  const landmark = row.landmark?.trim();
  const parts = [
    row.building_name,
    row.address_line_1,
    row.address_line_2,
    landmark ? (/^near\b/i.test(landmark) ? landmark : `Near ${landmark}`) : null,
    row.locality,
    row.postal_code ? `${row.city_name} ${row.postal_code}` : row.city_name,
  ];
  const seen = new Set<string>();
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => {
      if (!part || seen.has(part.toLowerCase())) return false;
      seen.add(part.toLowerCase());
      return true;
    })
    .join(', ');
}

/** A Google Maps search link: the listing's point when it has one, else its address. */
export function mapLink(row: Parameters<typeof listingAddress>[0] & Pick<ThreadRow, 'lat' | 'long'>): string {
  const query =
    row.lat !== null && row.long !== null && Number.isFinite(row.lat) && Number.isFinite(row.long)
      ? `${Number(row.lat)},${Number(row.long)}`
      : listingAddress(row);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

async function tell(
  notifier: Notifier,
  tx: Queryable,
  row: ThreadRow,
  to: Side,
  notice: Omit<Notice, 'userId' | 'link'>,
) {
  const userId = userIdOf(row, to);
  if (userId === null) return [];
  return notifier.notify({ ...notice, userId, link: threadPath(row, to) }, tx);
}

/**
 * Claims the chat window of `to` on the thread: true (and the window starts now) when nobody was mailed about
 * it in the last MAIL_QUIET_MINUTES. One atomic update, so two messages at once still make one mail.
 */
async function claimQuietWindow(tx: Queryable, row: ThreadRow, to: Side): Promise<boolean> {
  const column = to === 'owner' ? 'owner_mailed_at' : 'seeker_mailed_at';
  const { rows } = await tx.query(
    `UPDATE enquiry_threads SET ${column} = now()
      WHERE id = $1 AND (${column} IS NULL OR ${column} < now() - make_interval(mins => $2)) RETURNING id`,
    [row.id, MAIL_QUIET_MINUTES],
  );
  return rows.length > 0;
}

/**
 * A seeker's first enquiry on a listing: the owner hears at once on every channel (with the seeker's name and
 * number to call back). The lead's mail opens the owner's chat window, so the seeker's next lines in the
 * following minutes are not mailed again one by one.
 */
export async function tellNewLead(
  notifier: Notifier,
  tx: Queryable,
  row: ThreadRow,
  first: { message?: string; visit?: { moveId: number; date: string; slot: string } },
): Promise<NotifyChannel[]> {
  const seeker = seekerFullName(row);
  const what = first.visit
    ? `${seeker} asked to visit ${row.accommodation_name} on ${when(first.visit.date, first.visit.slot)}.`
    : `${seeker} asked about ${row.accommodation_name}.`;
  await claimQuietWindow(tx, row, 'owner');
  return tell(notifier, tx, row, 'owner', {
    kind: first.visit ? 'visit' : 'message',
    // One lead, one message: a visit asked for with the first enquiry is told here, under the move's key.
    key: first.visit ? `visit:${row.id}:requested:${first.visit.moveId}` : `lead:${row.id}`,
    subject: first.visit
      ? `Visit request for ${row.accommodation_name}`
      : `New enquiry for ${row.accommodation_name}`,
    text: [what, first.message ? `\n${first.message}` : null, `\nCall ${seeker}: ${row.seeker_phone}`]
      .filter(Boolean)
      .join('\n'),
    short: first.visit
      ? `New lead: ${seeker} wants to visit ${shortName(row.accommodation_name)} ${visitDateLabel(first.visit.date)}, ${visitSlotLabel(first.visit.slot)}. Call ${row.seeker_phone}`
      : `New lead: ${seeker} asked about ${shortName(row.accommodation_name)}. Call ${row.seeker_phone}`,
  });
}

export interface VisitMove {
  /** The visit line's id: the move's identity. */
  id: number;
  state: VisitState;
  date: string;
  slot: string;
  /** Who moved it: the other side is told. */
  by: Side;
  /** A note the seeker sent with a request. */
  note?: string;
}

/** A visit move, told to the other side at once on every channel they chose (never held by the chat window). */
export async function tellVisitMove(
  notifier: Notifier,
  tx: Queryable,
  row: ThreadRow,
  move: VisitMove,
): Promise<NotifyChannel[]> {
  const name = row.accommodation_name;
  const at = when(move.date, move.slot);
  const atShort = `${visitDateLabel(move.date)}, ${visitSlotLabel(move.slot)}`;
  const seeker = seekerFullName(row);
  const owner = ownerName(row);
  const place = `Address: ${listingAddress(row)}\nMap: ${mapLink(row)}`;
  const words: Record<VisitState, { text: string; short: string }> = {
    requested: {
      text: `${seeker} asked to visit ${name} on ${at}.${move.note ? `\n\n${move.note}` : ''}\n\nCall ${seeker}: ${row.seeker_phone}`,
      short: `Visit request: ${seeker}, ${atShort} at ${shortName(name)}. Call ${row.seeker_phone}`,
    },
    confirmed: {
      text: `${owner} confirmed your visit to ${name} on ${at}.\n\n${place}`,
      short: `Visit confirmed: ${atShort} at ${shortName(name)}`,
    },
    rescheduled: {
      text: `${owner} suggested another time for your visit to ${name}: ${at}.\nOpen the conversation to ask for this time or another one.`,
      short: `${shortName(name)} suggests another visit time: ${atShort}`,
    },
    declined: {
      text: `${owner} declined your visit to ${name} on ${at}. You can ask for another time in the conversation.`,
      short: `Visit on ${atShort} at ${shortName(name)} declined`,
    },
    cancelled: {
      text: `${seeker} cancelled the visit to ${name} on ${at}.`,
      short: `${seeker} cancelled the visit on ${atShort} at ${shortName(name)}`,
    },
  };
  return tell(notifier, tx, row, other(move.by), {
    kind: 'visit',
    key: `visit:${row.id}:${move.state}:${move.id}`,
    subject:
      move.state === 'requested' ? `Visit request for ${name}` : `${VISIT_STATE_LABELS[move.state]}: ${name}`,
    ...words[move.state],
  });
}

/**
 * A chat message: the other side hears by email only, and at most once per thread in MAIL_QUIET_MINUTES (later
 * lines in the window are read in the conversation). Returns whether a notice was recorded.
 */
export async function tellChatMessage(
  notifier: Notifier,
  tx: Queryable,
  row: ThreadRow,
  from: Side,
  message: { id: number; body: string },
): Promise<boolean> {
  const to = other(from);
  if (userIdOf(row, to) === null) return false;
  if (!(await claimQuietWindow(tx, row, to))) return false;
  const writer = from === 'seeker' ? row.seeker_name : ownerName(row);
  const channels = await tell(notifier, tx, row, to, {
    kind: 'message',
    key: `message:${row.id}:${to}:${message.id}`,
    channels: CHAT_CHANNELS,
    subject: `New message about ${row.accommodation_name}`,
    text: `${writer} wrote about ${row.accommodation_name}:\n\n${message.body}\n\nYou get at most one mail per conversation every ${MAIL_QUIET_MINUTES} minutes.`,
    short: `${writer} wrote about ${shortName(row.accommodation_name)}`,
  });
  return channels.length > 0;
}

/** Every reminder of a thread's visit starts with this (a move away from the confirmed slot cancels them). */
export const reminderPrefix = (threadId: number) => `reminder:${threadId}:`;

/** When a visit's reminders are due: the evening before (India time) and REMINDER_BEFORE_HOURS before its start. */
export function reminderTimes(date: string, slot: string): { evening: Date; before: Date } {
  const start = slotStart(date, slot);
  const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const hour = String(REMINDER_EVENING_HOUR).padStart(2, '0');
  return {
    evening: new Date(`${dayBefore}T${hour}:00:00+05:30`),
    before: new Date(start.getTime() - REMINDER_BEFORE_HOURS * 3_600_000),
  };
}

/**
 * Schedules a confirmed visit's reminders for both sides (`sendAt`), skipping those whose time has passed by
 * `now` (the app's clock). Keyed by the confirmation (its visit line's id), so a slot confirmed again after a
 * change gets reminders of its own. Returns how many notices were scheduled.
 */
export async function scheduleReminders(
  notifier: Notifier,
  tx: Queryable,
  row: ThreadRow,
  confirmation: { id: number; date: string; slot: string },
  now: Date,
): Promise<number> {
  const { date, slot } = confirmation;
  const times = reminderTimes(date, slot);
  const name = row.accommodation_name;
  const seeker = seekerFullName(row);
  const at = when(date, slot);
  const place = `Address: ${listingAddress(row)}\nMap: ${mapLink(row)}`;
  const ownerPhones = [row.contact_no_1, row.contact_no_2].filter(Boolean).join(', ');
  let scheduled = 0;
  for (const [which, sendAt] of [
    ['evening', times.evening],
    ['before', times.before],
  ] as const) {
    if (sendAt.getTime() <= now.getTime()) continue;
    const day = which === 'evening' ? 'tomorrow' : 'today';
    for (const to of ['seeker', 'owner'] as const) {
      const channels = await tell(notifier, tx, row, to, {
        kind: 'visit_reminder',
        key: `${reminderPrefix(Number(row.id))}${confirmation.id}:${which}:${to}`,
        sendAt,
        subject: `Visit ${day}: ${name}, ${visitSlotLabel(slot)}`,
        text:
          to === 'seeker'
            ? `Your visit to ${name} is ${day}, ${at}.\n\n${place}\n\nOwner's phone: ${ownerPhones}`
            : `${seeker} visits ${name} ${day}, ${at}.\nTheir phone: ${row.seeker_phone}\n\n${place}`,
        short: `Reminder: visit ${day} ${visitSlotLabel(slot)} at ${shortName(name)}`,
      });
      if (channels.length) scheduled += 1;
    }
  }
  return scheduled;
}
