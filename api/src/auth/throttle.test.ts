import { randomBytes } from 'node:crypto';
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
