import { FRESHNESS_MS, PublicCache } from './public-cache';

describe('PublicCache', () => {
  let now = 0;
  const cache = () => new PublicCache({ ttlMs: 2000, maxEntries: 2, now: () => now });
  /** A computation that answers its call number, counting calls. */
  const counter = () => {
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return calls;
    };
    return { compute, calls: () => calls };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  beforeEach(() => {
    now = 1_000_000;
  });

  it('shares one computation between concurrent misses and serves it for the ttl', async () => {
    const c = cache();
    const { compute, calls } = counter();
    expect(await Promise.all([c.get('k', compute), c.get('k', compute)])).toEqual([1, 1]);
    now += 1999;
    expect(await c.get('k', compute)).toBe(1);
    expect(calls()).toBe(1);
  });

  it('after the ttl serves the stale answer while one refresh runs, never past the freshness limit', async () => {
    const c = cache();
    const { compute, calls } = counter();
    await c.get('k', compute);
    now += 2500;
    expect(await Promise.all([c.get('k', compute), c.get('k', compute)])).toEqual([1, 1]);
    await settle();
    expect(calls()).toBe(2);
    expect(await c.get('k', compute)).toBe(2);
    // The refreshed answer started at +2500: at +2500 + FRESHNESS_MS it is waited for, not served stale.
    now += FRESHNESS_MS;
    expect(await c.get('k', compute)).toBe(3);
  });

  it('forgets everything on invalidate, and a computation under way is not stored after it', async () => {
    const c = cache();
    const { compute, calls } = counter();
    let release: (value: number) => void = () => {};
    const slow = c.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    c.invalidate();
    release(99);
    expect(await slow).toBe(99);
    await settle();
    expect(await c.get('k', compute)).toBe(1);
    c.invalidate();
    expect(await c.get('k', compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps no failure and no more than maxEntries keys', async () => {
    const c = cache();
    await expect(c.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await c.get('k', async () => 'up')).toBe('up');
    const { compute, calls } = counter();
    await c.get('a', compute);
    await c.get('b', compute);
    await c.get('c', compute);
    await c.get('c', compute);
    expect(calls()).toBe(3);
    await c.get('k', compute);
    expect(calls()).toBe(4);
  });

  it('computes every time with a ttl of 0', async () => {
    const c = new PublicCache({ ttlMs: 0, maxEntries: 10 });
    const { compute } = counter();
    expect([await c.get('k', compute), await c.get('k', compute)]).toEqual([1, 2]);
  });
});
