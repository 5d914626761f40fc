import { FRESHNESS_MS } from '../listings/public-cache';
import { seedIfEmpty } from '../seed';
import { setupTestApp } from './databases';

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;

/**
 * The test app of one describe block: built (and seeded with `seed`) before its tests, closed after them. The
 * returned object is filled in by then: read its fields inside the tests. With `redis`, the throttle on
 * PostgreSQL runs on TEST_REDIS_URL's Redis when one is set, as several API instances would. With `devOutbox`,
 * the app has `/api/dev/outbox` (DEV_OUTBOX=1).
 */
export function useTestApp(
  kind: 'pglite' | 'postgres',
  options: { seed?: boolean; redis?: boolean; devOutbox?: boolean } = {},
): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    const redis =
      options.redis && kind === 'postgres' ? { redisUrl: process.env.TEST_REDIS_URL ?? null } : {};
    Object.assign(
      suite,
      await setupTestApp(
        kind,
        { ...redis, devOutbox: options.devOutbox ?? false },
        // From the run's seeded template (test/templates.ts): seedIfEmpty below then finds the data there.
        { seeded: options.seed ?? false },
      ),
    );
    if (options.seed) await seedIfEmpty(suite.db, suite.app.deps);
  }, 120_000);
  afterAll(() => suite.close());
  return suite;
}

/**
 * Gives each test its own client address (`10.<block>.x.y`), so per-address throttles never leak from one test
 * into the next. Returns a function that answers the current test's address.
 */
export function addressPerTest(block: number): () => string {
  let address = '';
  let count = 0;
  beforeEach(() => {
    count += 1;
    address = `10.${block}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  });
  return () => address;
}

/**
 * Lets the 5 seconds of the freshness promise pass on the public cache's clock: what the API could not see, a
 * write past it or a subscription running out, shows in every public read after this.
 */
export function passCachePeriod(t: TestApp) {
  t.clock.advance(FRESHNESS_MS);
}
