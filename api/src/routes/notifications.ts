import {
  NOTIFY_MESSAGES as M,
  NOTIFY_API,
  NOTIFY_CHANNEL_LABELS,
  NOTIFY_CHANNELS,
  type NotifyChannel,
  notificationPrefsSchema,
  unsubscribeTokenSchema,
} from '@basera/shared/schemas';
import type { NotificationPrefs, UnsubscribeInfo } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/sessions';
import { countAttempt } from '../auth/throttle';
import type { Queryable } from '../db';
import { notFound, parse, ValidationError } from '../http/errors';
import { readChoices, saveChoices, turnOff } from '../notify/preferences';
import { availableChannels } from '../notify/service';
import { signedIn } from './account/common';

/** Opt-out links opened (read or done) from one client address per window: plenty for people, few for a scan. */
export const UNSUBSCRIBES_PER_IP = 30;
export const UNSUBSCRIBE_WINDOW_SECONDS = 600;
/** Preference saves from one account per window. */
export const PREFERENCE_SAVES_PER_USER = 30;

const throttled = (seconds: number) =>
  `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`;

const CHANNEL_WHAT: Record<NotifyChannel, string> = {
  email: 'email from Basera',
  sms: 'SMS from Basera',
  whatsapp: 'WhatsApp messages from Basera',
};

interface TokenRow {
  token: string;
  user_id: string | number;
  scope: UnsubscribeInfo['scope'];
  channel: NotifyChannel | null;
  target_id: string | number | null;
}

/** The opt-out a token stands for, in words, and whether it is in force now. */
async function describe(db: Queryable, row: TokenRow): Promise<UnsubscribeInfo> {
  const userId = Number(row.user_id);
  const targetId = row.target_id === null ? null : Number(row.target_id);
  if (row.scope === 'saved_search') {
    const { rows } = await db.query<{ name: string; paused: boolean }>(
      'SELECT name, paused FROM saved_searches WHERE id = $1 AND user_id = $2',
      [targetId, userId],
    );
    const search = rows[0];
    return {
      scope: 'saved_search',
      what: search ? `alerts for "${search.name}"` : 'alerts for a saved search you deleted',
      done: !search || search.paused,
    };
  }
  if (row.scope === 'bed_alert') {
    const { rows } = await db.query<{ name: string }>(
      `SELECT p.accommodation_name AS name FROM bed_alerts b JOIN properties p ON p.id = b.property_id
        WHERE b.id = $1 AND b.user_id = $2`,
      [targetId, userId],
    );
    const alert = rows[0];
    return {
      scope: 'bed_alert',
      what: alert ? `free-bed alerts for "${alert.name}"` : 'free-bed alerts for this place',
      done: !alert,
    };
  }
  const channel = row.channel ?? 'email';
  const choices = await readChoices(db, userId);
  return { scope: 'channel', what: CHANNEL_WHAT[channel], done: !choices[channel] };
}

/** Does what the token stands for (idempotent), and cancels the messages it stops that are not sent yet. */
async function unsubscribe(tx: Queryable, row: TokenRow): Promise<void> {
  const userId = Number(row.user_id);
  const targetId = row.target_id === null ? null : Number(row.target_id);
  if (row.scope === 'saved_search') {
    await tx.query('UPDATE saved_searches SET paused = true WHERE id = $1 AND user_id = $2', [
      targetId,
      userId,
    ]);
  } else if (row.scope === 'bed_alert') {
    await tx.query('DELETE FROM bed_alerts WHERE id = $1 AND user_id = $2', [targetId, userId]);
  } else {
    await turnOff(tx, userId, row.channel ?? 'email');
  }
  if (row.scope === 'channel')
    await tx.query(
      `UPDATE notifications SET state = 'cancelled' WHERE user_id = $1 AND channel = $2 AND state = 'pending'`,
      [userId, row.channel ?? 'email'],
    );
  else
    await tx.query(
      `UPDATE notifications SET state = 'cancelled'
        WHERE user_id = $1 AND state = 'pending' AND unsubscribe_token IN (
          SELECT token FROM unsubscribe_tokens WHERE user_id = $1 AND scope = $2 AND target_id = $3)`,
      [userId, row.scope, targetId],
    );
  await tx.query('UPDATE unsubscribe_tokens SET used_at = coalesce(used_at, now()) WHERE token = $1', [
    row.token,
  ]);
}

/**
 * GET/PUT /account/notifications: the signed-in user's channels. GET/POST /unsubscribe/:token: a message's
 * opt-out link, signed out: GET says what it stops, POST stops it (also as RFC 8058 one-click, the form body
 * `List-Unsubscribe=One-Click` a mail client sends to the List-Unsubscribe address).
 */
export async function notificationRoutes(app: FastifyInstance) {
  const { db, throttle, config } = app.deps;
  const offered = availableChannels(config);

  // RFC 8058: the one-click POST comes as a form (urlencoded or multipart); its only field says nothing we need.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  const prefsOf = async (userId: number, email: string, phone: string): Promise<NotificationPrefs> => ({
    ...(await readChoices(db, userId)),
    email_address: email,
    phone,
    available: [...offered],
  });

  app.get(NOTIFY_API.preferences, signedIn, async (request) => {
    const { user } = sessionOf(request);
    return { status: true, data: await prefsOf(Number(user.id), user.email, user.phone) };
  });

  app.put(NOTIFY_API.preferences, signedIn, async (request) => {
    const { user } = sessionOf(request);
    const userId = Number(user.id);
    await countAttempt(throttle, `notify-prefs:${userId}`, PREFERENCE_SAVES_PER_USER, 600, throttled);
    const choices = parse(notificationPrefsSchema, request.body);
    const errors: Record<string, string[]> = {};
    for (const channel of NOTIFY_CHANNELS) {
      if (!choices[channel]) continue;
      if (!offered.includes(channel))
        errors[channel] = [`${NOTIFY_CHANNEL_LABELS[channel]} messages are not available yet.`];
      else if (channel !== 'email' && !user.phone?.trim()) errors[channel] = [M.channelNeedsPhone];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await db.transaction(async (tx) => {
      await saveChoices(tx, userId, choices);
      // A channel turned off stops what was waiting on it (reminders, digests not sent yet).
      const off = NOTIFY_CHANNELS.filter((channel) => !choices[channel]);
      if (off.length)
        await tx.query(
          `UPDATE notifications SET state = 'cancelled'
            WHERE user_id = $1 AND state = 'pending' AND channel = ANY($2::text[])`,
          [userId, off],
        );
    });
    return { status: true, data: await prefsOf(userId, user.email, user.phone), message: M.prefsSaved };
  });

  const tokenRow = async (request: FastifyRequest, tx: Queryable = db): Promise<TokenRow> => {
    await countAttempt(
      throttle,
      `unsubscribe-ip:${request.ip}`,
      UNSUBSCRIBES_PER_IP,
      UNSUBSCRIBE_WINDOW_SECONDS,
      throttled,
    );
    const params = unsubscribeTokenSchema.safeParse(request.params);
    if (!params.success) throw notFound(M.unsubscribeUnknown);
    const { rows } = await tx.query<TokenRow>(
      'SELECT token, user_id, scope, channel, target_id FROM unsubscribe_tokens WHERE token = $1',
      [params.data.token],
    );
    if (!rows[0]) throw notFound(M.unsubscribeUnknown);
    return rows[0];
  };

  app.get(NOTIFY_API.unsubscribe, async (request) => ({
    status: true,
    data: await describe(db, await tokenRow(request)),
  }));

  app.post(NOTIFY_API.unsubscribe, async (request) => {
    const row = await tokenRow(request);
    await db.transaction((tx) => unsubscribe(tx, row));
    const data: UnsubscribeInfo = { ...(await describe(db, row)), done: true };
    return { status: true, data, message: M.unsubscribed };
  });
}
