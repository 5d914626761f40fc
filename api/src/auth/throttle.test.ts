import { randomBytes } from 'node:crypto';
import { closedPort, TcpProxy } from '../hardening/tcp-proxy';
import { MemoryThrottle, RedisThrottle, type Throttle } from './throttle';

const kinds: Array<[string, () => Throttle]> = [['memory', () => new MemoryThrottle()]];
if (process.env.TEST_REDIS_URL)
  kinds.push(['redis', () => new RedisThrottle(process.env.TEST_REDIS_URL!, 'basera:test:')]);

describe.each(kinds)('%s throttle', (_name, make) => {
  let throttle: Throttle;
  beforeAll(() => {
    throttle = make();
  });
  afterAll(() => throttle.close());
  const key = () => `k:${randomBytes(6).toString('hex')}`;

  it('counts hits in a window and reports the seconds left', async () => {
    const k = key();
    expect(await throttle.peek(k)).toEqual({ count: 0, resetIn: 0 });
    await throttle.hit(k, 60);
    const second = await throttle.hit(k, 60);
    expect(second.count).toBe(2);
    expect(second.resetIn).toBeGreaterThan(55);
    expect((await throttle.peek(k)).count).toBe(2);
  });

  it('forgets a key on reset', async () => {
    const k = key();
    await throttle.hit(k, 60);
    await throttle.reset(k);
    expect((await throttle.peek(k)).count).toBe(0);
  });

  it('starts over when the window has passed', async () => {
    const k = key();
    await throttle.hit(k, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await throttle.hit(k, 1)).count).toBe(1);
  });
});

if (process.env.TEST_REDIS_URL) {
  it('shares counters between two API instances through Redis', async () => {
    const a = new RedisThrottle(process.env.TEST_REDIS_URL!, 'basera:test:');
    const b = new RedisThrottle(process.env.TEST_REDIS_URL!, 'basera:test:');
    const k = `shared:${randomBytes(6).toString('hex')}`;
    await a.hit(k, 60);
    await b.hit(k, 60);
    expect((await a.peek(k)).count).toBe(2);
    await a.close();
    await b.close();
  });
}

/** A log that keeps what the throttle said. */
const recordingLog = () => {
  const said: string[] = [];
  return {
    said,
    log: { warn: (m: string) => said.push(`warn ${m}`), info: (m: string) => said.push(`info ${m}`) },
  };
};

it('counts in memory at once while Redis cannot be reached, and says so once', async () => {
  const { said, log } = recordingLog();
  const throttle = new RedisThrottle(`redis://127.0.0.1:${await closedPort()}`, 'basera:test:', log);
  const started = Date.now();
  const counts = [];
  for (let i = 0; i < 4; i += 1) counts.push((await throttle.hit('away', 60)).count);
  expect(counts).toEqual([1, 2, 3, 4]);
  await throttle.undo('away');
  expect((await throttle.peek('away')).count).toBe(3);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(said).toEqual([expect.stringMatching(/^warn Redis is not answering .*memory/)]);
  await throttle.close();
});

if (process.env.TEST_REDIS_URL) {
  it('falls back to memory when Redis goes away and counts in Redis again when it is back', async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    const proxy = await new TcpProxy(redis.hostname, Number(redis.port || 6379)).start();
    const { said, log } = recordingLog();
    const prefix = `basera:test:${randomBytes(4).toString('hex')}:`;
    const throttle = new RedisThrottle(`redis://${proxy.address}`, prefix, log);
    const other = new RedisThrottle(process.env.TEST_REDIS_URL!, prefix);
    expect((await throttle.hit('k', 60)).count).toBe(1);

    await proxy.stop();
    // Away: this process still counts (from zero: Redis's count cannot be read), without waiting or failing.
    expect((await throttle.hit('k', 60)).count).toBe(1);
    expect((await throttle.hit('k', 60)).count).toBe(2);
    expect(said).toHaveLength(1);

    await proxy.start();
    const until = Date.now() + 10_000;
    while (!said.some((line) => line.startsWith('info Redis is back')) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said).toEqual([expect.stringMatching(/^warn /), expect.stringMatching(/^info Redis is back/)]);
    // Back: the count in Redis goes on from where it was, and another instance sees it.
    expect((await throttle.hit('k', 60)).count).toBe(2);
    expect((await other.peek('k')).count).toBe(2);
    await throttle.close();
    await other.close();
    await proxy.stop();
  }, 30_000);
}
