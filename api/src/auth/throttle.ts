import Redis from 'ioredis';
import { TooManyRequestsError } from '../http/errors';

/**
 * Fixed-window counters for throttles (login failures, OTP sends). In memory for one API process; in Redis
 * when REDIS_URL is set, so that several API instances share them. A limit on guesses counts first and decides
 * after (`countAttempt`): each count is atomic, so parallel requests cannot all pass a check before counting.
 */
export interface Throttle {
  /** Counts one more event for key in a window of windowSeconds; returns the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  /** Takes back one event counted in the current window (an attempt that turned out fine). */
  undo(key: string): Promise<void>;
  /** Current count and seconds left (count 0 when the window is over). */
  peek(key: string): Promise<{ count: number; resetIn: number }>;
  reset(key: string): Promise<void>;
  /** Throws when the counters cannot be reached (the health check asks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryThrottle implements Throttle {
  private readonly windows = new Map<string, { count: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.until > this.now()) return window;
    this.windows.delete(key);
    return null;
  }

  async hit(key: string, windowSeconds: number) {
    if (this.windows.size > 100_000) this.sweep();
    const window = this.current(key) ?? { count: 0, until: this.now() + windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, resetIn: Math.ceil((window.until - this.now()) / 1000) };
  }

  async undo(key: string) {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async peek(key: string) {
    const window = this.current(key);
    return window
      ? { count: window.count, resetIn: Math.ceil((window.until - this.now()) / 1000) }
      : { count: 0, resetIn: 0 };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async ping() {}

  async close() {
    this.windows.clear();
  }

  private sweep() {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}

/** Where the Redis throttle says that it fell back to memory and that it is back. */
export interface ThrottleLog {
  warn(message: string): void;
  info(message: string): void;
}

/** A reply Redis gave (a wrong type, a script error): a bug to report, not Redis being away. */
const isReplyError = (error: unknown) => (error as Error)?.name === 'ReplyError';

/**
 * Counters in Redis, shared by every API instance. While Redis cannot be reached (down, restarting, a closed
 * port) the counts go to an in-memory throttle of this process instead, so the limits still hold here and no
 * request waits or fails for it: said once in the log when it happens and once when Redis is back, and from
 * then on Redis counts again.
 */
export class RedisThrottle implements Throttle {
  private readonly redis: Redis;
  private readonly memory = new MemoryThrottle();
  /** Set from the first failure until Redis is ready again: counts go to memory without asking it. */
  private down = false;

  constructor(
    url: string,
    private readonly prefix = 'basera:throttle:',
    private readonly log: ThrottleLog = { warn: console.warn, info: console.info },
  ) {
    this.redis = new Redis(url, {
      // A command never waits long for an absent Redis: it fails, and the counts go to memory.
      commandTimeout: 1000,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Keep trying to reconnect (every 2 s at most) for as long as it takes.
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
    // Connection errors are handled by falling back; without a listener ioredis prints each one.
    this.redis.on('error', () => {});
    this.redis.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.log.info('Redis is back: throttle counts are shared through Redis again');
    });
  }

  /** Runs op on Redis, or on the in-memory counters while Redis is away. */
  private async run<T>(op: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.down) return fallback();
    try {
      return await op();
    } catch (error) {
      if (isReplyError(error)) throw error;
      if (!this.down) {
        this.down = true;
        this.log.warn(
          `Redis is not answering (${(error as Error).message}): throttle counts are kept in this process's ` +
            'memory until it returns',
        );
      }
      return fallback();
    }
  }

  hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    return this.run(
      async () => {
        // INCR then set the expiry only when the window starts (NX), atomically.
        const [[, count], , [, ttl]] = (await this.redis
          .multi()
          .incr(k)
          .expire(k, windowSeconds, 'NX')
          .ttl(k)
          .exec()) as [[null, number], [null, number], [null, number]];
        return { count, resetIn: Math.max(ttl, 0) };
      },
      () => this.memory.hit(key, windowSeconds),
    );
  }

  undo(key: string) {
    return this.run(
      async () => {
        // Only an existing window: a DECR on a missing key would leave -1 with no expiry.
        await this.redis.eval(
          "if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end return 0",
          1,
          this.prefix + key,
        );
      },
      () => this.memory.undo(key),
    );
  }

  peek(key: string) {
    const k = this.prefix + key;
    return this.run(
      async () => {
        const [[, value], [, ttl]] = (await this.redis.multi().get(k).ttl(k).exec()) as [
          [null, string | null],
          [null, number],
        ];
        return { count: value ? Number(value) : 0, resetIn: Math.max(ttl, 0) };
      },
      () => this.memory.peek(key),
    );
  }

  reset(key: string) {
    return this.run(
      async () => {
        await this.redis.del(this.prefix + key);
      },
      () => this.memory.reset(key),
    );
  }

  /** Asks Redis itself (the health check reports it), whatever the fallback is doing. */
  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.memory.close();
    // QUIT needs an answer; a Redis that is away never gives one, so a shutdown does not wait for it.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

/**
 * Counts an attempt before it is checked, then refuses it with a 429 when the count is over `limit`: N parallel
 * requests get counts 1 to N, so at most `limit` of them are ever checked.
 */
export async function countAttempt(
  throttle: Throttle,
  key: string,
  limit: number,
  windowSeconds: number,
  message: (seconds: number) => string,
): Promise<void> {
  const { count, resetIn } = await throttle.hit(key, windowSeconds);
  if (count > limit) throw new TooManyRequestsError(message(resetIn), resetIn);
}

export function createThrottle(redisUrl: string | null, log?: ThrottleLog): Throttle {
  return redisUrl ? new RedisThrottle(redisUrl, undefined, log) : new MemoryThrottle();
}
