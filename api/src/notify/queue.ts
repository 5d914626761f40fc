import PgBoss from 'pg-boss';
import type { Queryable } from '../db';

/** What a queue runs: one row by id (a pg-boss job), or every due row (a poll or sweep). */
export interface QueueWork {
  deliver(id: number): Promise<unknown>;
  drain(): Promise<number>;
}

export interface QueueLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Delivery of recorded rows. Every queue also sweeps the table on a timer (`drain`): a row whose job was lost
 * (a crash between the insert and the enqueue, a retry after backoff, a lease that ran out) still goes out.
 */
export interface DeliveryQueue {
  readonly kind: 'pg-boss' | 'embedded';
  /** After rows were recorded (inside `tx` when given, so the job commits with them). Never throws. */
  enqueue(ids: number[], sendAfter: Date, tx?: Queryable): Promise<void>;
  start(work: QueueWork): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The embedded database's queue (PGlite has one connection, in this process): a timer drains due rows every
 * `pollMs`, and a notice due now is kicked off at once.
 */
export class EmbeddedQueue implements DeliveryQueue {
  readonly kind = 'embedded';
  private timer: NodeJS.Timeout | null = null;
  private work: QueueWork | null = null;
  private kicked = false;

  constructor(
    private readonly pollMs: number,
    private readonly clock: () => Date,
    private readonly log: QueueLog,
  ) {}

  async start(work: QueueWork) {
    this.work = work;
    this.timer = setInterval(() => this.run(), this.pollMs);
    this.timer.unref();
    this.run();
  }

  async enqueue(_ids: number[], sendAfter: Date) {
    if (!this.work || this.kicked || sendAfter.getTime() > this.clock().getTime()) return;
    // After the current statement (and the caller's transaction, which PGlite runs before anything queued later).
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      this.run();
    });
  }

  private run() {
    this.work?.drain().catch((error) => this.log.error({ err: error }, 'notifications: drain failed'));
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.work = null;
  }
}

export const PG_BOSS_QUEUE = 'notification';

/**
 * Creates the queue unless it exists. Instances starting at the same moment can deadlock in pg-boss's
 * create_queue (PostgreSQL then aborts one of them): the loser looks again after a short, random wait.
 */
async function createQueueOnce(boss: PgBoss) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(PG_BOSS_QUEUE)) return;
      await boss.createQueue(PG_BOSS_QUEUE, { name: PG_BOSS_QUEUE, retryLimit: 0 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

/**
 * PostgreSQL: pg-boss jobs (one per row, `{ id }`) in the `pgboss` schema, inserted in the notice's own
 * transaction; any number of API instances work them. The row's claim, not the job, makes a send happen once.
 */
export class PgBossQueue implements DeliveryQueue {
  readonly kind = 'pg-boss';
  private boss: PgBoss | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private workerId: string | null = null;

  constructor(
    private readonly options: { connectionString: string; sweepMs: number; pollSeconds: number },
    private readonly log: QueueLog,
  ) {}

  async start(work: QueueWork) {
    const boss = new PgBoss({
      connectionString: this.options.connectionString,
      schema: 'pgboss',
      max: 3,
      application_name: 'basera-notify',
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
    try {
      await boss.start();
      await createQueueOnce(boss);
      this.workerId = await boss.work<{ id: number }>(
        PG_BOSS_QUEUE,
        { batchSize: 10, pollingIntervalSeconds: this.options.pollSeconds },
        async (jobs) => {
          for (const job of jobs) await work.deliver(Number(job.data.id));
        },
      );
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    this.sweeper = setInterval(() => {
      work.drain().catch((error) => this.log.error({ err: error }, 'notifications: sweep failed'));
    }, this.options.sweepMs);
    this.sweeper.unref();
    // Rows left from before this start (a crash, a deploy) go out now.
    work.drain().catch((error) => this.log.error({ err: error }, 'notifications: sweep failed'));
  }

  async enqueue(ids: number[], sendAfter: Date, tx?: Queryable) {
    const boss = this.boss;
    if (!boss || !ids.length) return;
    const db = tx ? { executeSql: (text: string, values: unknown[]) => tx.query(text, values) } : undefined;
    try {
      // In the caller's transaction a failed insert would abort it: a savepoint keeps the notice (the sweep
      // sends it) and the caller's change.
      if (tx) await tx.query('SAVEPOINT notify_enqueue');
      await boss.insert(
        ids.map((id) => ({ name: PG_BOSS_QUEUE, data: { id }, startAfter: sendAfter })),
        db ? { db } : {},
      );
      if (tx) await tx.query('RELEASE SAVEPOINT notify_enqueue');
      // Committed already (no transaction): this instance's worker fetches it now rather than at its next poll.
      else if (this.workerId && sendAfter.getTime() <= Date.now()) boss.notifyWorker(this.workerId);
    } catch (error) {
      if (tx) await tx.query('ROLLBACK TO SAVEPOINT notify_enqueue').catch(() => undefined);
      this.log.warn({ err: error, ids }, 'notifications: enqueue failed; the sweep will send them');
    }
  }

  async stop() {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const boss = this.boss;
    this.boss = null;
    this.workerId = null;
    await boss?.stop({ graceful: true, timeout: 5000, wait: true });
  }
}
