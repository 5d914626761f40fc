import type { NoticeKind, NotifyChannel } from '@basera/shared/schemas';
import type { Queryable } from '../db';

/**
 * The one module that decides who hears what, on which channel and when (issue 30). Producers (visits, chat,
 * saved searches, bed alerts) describe a notice for one user; the notifier writes one durable row per channel
 * the user chose (notifications table), and a queue delivers them: at once, or at `sendAt`.
 */
export interface Notice {
  userId: number;
  kind: NoticeKind;
  /**
   * The notice's identity: the same key is one message per channel, ever (a retry, a double click or a second
   * API instance cannot send it twice). E.g. `visit:12:confirmed:3`, `reminder:12:2026-12-01:09-11:eve`.
   */
  key: string;
  subject: string;
  /** Email and WhatsApp: a few lines of plain text (the notifier adds the greeting, link and opt-out). */
  text: string;
  /** SMS: one short line; with the link and the opt-out it must fit SMS_MAX_CHARS (the notifier trims it). */
  short: string;
  /** Site path the message links to ("/user/enquiries/12"); the notifier makes it absolute. */
  link: string;
  /** Not before this time (reminders); now when absent. */
  sendAt?: Date;
  /** The opt-out this message carries: its channel by default, or one saved search's / bed alert's. */
  optOut?: { scope: 'saved_search' | 'bed_alert'; targetId: number };
  /** Only these channels (e.g. chat messages: email only); default: every channel the user turned on. */
  channels?: readonly NotifyChannel[];
}

export interface Notifier {
  /**
   * Records the notice (inside `tx` when given, so it commits with the change it tells about) and queues its
   * delivery. Returns the channels it was recorded for (none: the user turned them all off, or a duplicate).
   */
  notify(notice: Notice, tx?: Queryable): Promise<NotifyChannel[]>;
  /** Cancels notices not yet sent whose key starts with `keyPrefix` (a visit cancelled: its reminders). */
  cancel(keyPrefix: string, tx?: Queryable): Promise<number>;
  /** Starts delivering (main.ts); tests may instead call drain(). */
  start(): Promise<void>;
  /** Delivers every notice due now, then resolves (tests, and the embedded queue's tick). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}
