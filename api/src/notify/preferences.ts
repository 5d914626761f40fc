import { NOTIFY_CHANNELS, type NotifyChannel } from '@basera/shared/schemas';
import type { Queryable } from '../db';

export type ChannelChoices = Record<NotifyChannel, boolean>;

/** A user without a preferences row: email on, SMS and WhatsApp off. */
export const DEFAULT_CHOICES: ChannelChoices = { email: true, sms: false, whatsapp: false };

/** The channels a user chose (the defaults when they never saved any). */
export async function readChoices(db: Queryable, userId: number): Promise<ChannelChoices> {
  const { rows } = await db.query<ChannelChoices>(
    'SELECT email, sms, whatsapp FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0]
    ? { email: rows[0].email, sms: rows[0].sms, whatsapp: rows[0].whatsapp }
    : { ...DEFAULT_CHOICES };
}

/** Saves all three switches. */
export async function saveChoices(db: Queryable, userId: number, choices: ChannelChoices): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET email = EXCLUDED.email, sms = EXCLUDED.sms, whatsapp = EXCLUDED.whatsapp, updated_at = now()`,
    [userId, choices.email, choices.sms, choices.whatsapp],
  );
}

/** Turns one channel off, keeping the others as they are (or as the defaults are). */
export async function turnOff(db: Queryable, userId: number, channel: NotifyChannel): Promise<void> {
  const defaults = NOTIFY_CHANNELS.map((c) => (c === channel ? false : DEFAULT_CHOICES[c]));
  await db.query(
    `INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET ${channel} = false, updated_at = now()`,
    [userId, ...defaults],
  );
}
