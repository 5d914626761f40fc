import { NOTIFY_CHANNELS, type NotifyChannel, UNSUBSCRIBE_PATH } from '@basera/shared/schemas';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { type MessageTransport, providedChannels } from '../messaging/transport';
import { type DeliveryDeps, deliverOne, dueIds } from './delivery';
import type { Notice, Notifier } from './notifier';
import { readChoices } from './preferences';
import { type DeliveryQueue, EmbeddedQueue, PgBossQueue, type QueueLog } from './queue';
import { renderMessage } from './render';
import { unsubscribeToken } from './tokens';

/** The embedded queue's poll, and pg-boss's sweep for rows whose job was lost. */
export const EMBEDDED_POLL_MS = 5_000;
export const PG_BOSS_SWEEP_MS = 30_000;

interface UserRow {
  fname: string;
  email: string;
  phone: string;
}

/**
 * The notifier: one `notifications` row per notice and channel (rendered, with its recipient and opt-out), and
 * a queue that delivers each row at most once (delivery.ts claims it first).
 */
export class DurableNotifier implements Notifier {
  private draining: Promise<number> = Promise.resolve(0);
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly delivery: DeliveryDeps,
    private readonly queue: DeliveryQueue,
    private readonly siteUrl: string,
    /** Channels that can be delivered here: production offers SMS and WhatsApp only with a provider. */
    readonly channels: readonly NotifyChannel[] = NOTIFY_CHANNELS,
  ) {}

  /** 'pg-boss' on PostgreSQL (DATABASE_URL), 'embedded' on PGlite. */
  get queueKind() {
    return this.queue.kind;
  }

  async notify(notice: Notice, tx?: Queryable): Promise<NotifyChannel[]> {
    const db = tx ?? this.db;
    const users = await db.query<UserRow>('SELECT fname, email, phone FROM users WHERE id = $1', [
      notice.userId,
    ]);
    const user = users.rows[0];
    if (!user) return [];
    const choices = await readChoices(db, notice.userId);
    const channels = NOTIFY_CHANNELS.filter(
      (channel) =>
        choices[channel] &&
        this.channels.includes(channel) &&
        (!notice.channels || notice.channels.includes(channel)) &&
        Boolean(channel === 'email' ? user.email : user.phone),
    );
    const sendAfter = notice.sendAt ?? this.delivery.clock();
    const link = `${this.siteUrl}${notice.link.startsWith('/') ? '' : '/'}${notice.link}`;
    const recorded: NotifyChannel[] = [];
    const ids: number[] = [];
    for (const channel of channels) {
      const token = await unsubscribeToken(db, {
        userId: notice.userId,
        scope: notice.optOut?.scope ?? 'channel',
        channel,
        targetId: notice.optOut?.targetId ?? null,
      });
      const rendered = renderMessage({
        channel,
        name: user.fname,
        subject: notice.subject,
        text: notice.text,
        short: notice.short,
        link,
        optOutUrl: `${this.siteUrl}${UNSUBSCRIBE_PATH}/${token}`,
        optOutScope: notice.optOut?.scope ?? 'channel',
      });
      const { rows } = await db.query<{ id: string | number }>(
        `INSERT INTO notifications
           (user_id, kind, channel, dedupe_key, recipient, subject, body, send_after, unsubscribe_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (dedupe_key, channel) DO NOTHING RETURNING id`,
        [
          notice.userId,
          notice.kind,
          channel,
          notice.key,
          channel === 'email' ? user.email : user.phone,
          rendered.subject,
          rendered.body,
          sendAfter,
          token,
        ],
      );
      if (rows[0]) {
        recorded.push(channel);
        ids.push(Number(rows[0].id));
      }
    }
    if (ids.length) await this.queue.enqueue(ids, sendAfter, tx);
    return recorded;
  }

  async cancel(keyPrefix: string, tx?: Queryable): Promise<number> {
    if (!keyPrefix) return 0;
    const { rows } = await (tx ?? this.db).query(
      `UPDATE notifications SET state = 'cancelled'
        WHERE state = 'pending' AND left(dedupe_key, length($1)) = $1 RETURNING id`,
      [keyPrefix],
    );
    return rows.length;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      await this.queue.start({ deliver: (id) => deliverOne(this.delivery, id), drain: () => this.drain() });
    } catch (error) {
      this.started = false;
      throw error;
    }
  }

  /** Sends every row due now (one pass after another until none is left); one drain at a time per instance. */
  drain(): Promise<number> {
    const run = this.draining.catch(() => 0).then(() => this.drainOnce());
    this.draining = run;
    return run;
  }

  private async drainOnce(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < 100; round++) {
      const ids = await dueIds(this.db, this.delivery.clock());
      if (!ids.length) break;
      let moved = false;
      for (const id of ids) {
        const result = await deliverOne(this.delivery, id);
        if (result === 'sent') sent += 1;
        if (result !== 'skipped') moved = true;
      }
      if (!moved) break;
    }
    return sent;
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.queue.stop();
    await this.draining.catch(() => undefined);
  }
}

/**
 * The channels users can be told on: all three in development (the outbox shows them); in production, email
 * (SMTP_URL, as every other mail) and SMS or WhatsApp only when Twilio has a sender for them.
 */
export function availableChannels(
  config: Pick<Config, 'production' | 'smtpUrl'> & Partial<Pick<Config, 'twilio'>>,
): NotifyChannel[] {
  if (!config.production) return [...NOTIFY_CHANNELS];
  return NOTIFY_CHANNELS.filter(
    (channel) =>
      channel === 'email' ||
      providedChannels({ smtpUrl: config.smtpUrl, twilio: config.twilio ?? null }).includes(channel),
  );
}

export interface NotifierDeps {
  config: Pick<Config, 'databaseUrl' | 'siteUrl' | 'publicUrl' | 'production' | 'smtpUrl'> &
    Partial<Pick<Config, 'twilio'>>;
  db: Db;
  transport: MessageTransport;
  clock: () => Date;
  log: QueueLog;
}

/** pg-boss when the database is PostgreSQL at DATABASE_URL, the embedded queue otherwise. Not started. */
export function createNotifier(deps: NotifierDeps): DurableNotifier {
  const delivery: DeliveryDeps = {
    db: deps.db,
    transport: deps.transport,
    clock: deps.clock,
    apiUrl: deps.config.publicUrl,
    log: deps.log,
  };
  const queue: DeliveryQueue =
    deps.db.kind === 'postgres' && deps.config.databaseUrl
      ? new PgBossQueue(
          { connectionString: deps.config.databaseUrl, sweepMs: PG_BOSS_SWEEP_MS, pollSeconds: 1 },
          deps.log,
        )
      : new EmbeddedQueue(EMBEDDED_POLL_MS, deps.clock, deps.log);
  return new DurableNotifier(deps.db, delivery, queue, deps.config.siteUrl, availableChannels(deps.config));
}
