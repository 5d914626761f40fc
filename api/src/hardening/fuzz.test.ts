import fc from 'fast-check';
import { testDatabaseKinds } from '../test/databases';
import {
  type FuzzWorld,
  fuzzRequest,
  listRoutes,
  makeFuzzWorld,
  recordsFingerprint,
  sendFuzz,
} from '../test/fuzz';
import { useTestApp } from '../test/suite';

/** Requests per database: enough to reach every route many times, few enough to keep the suite fast. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe.each(testDatabaseKinds)('random and hostile requests on %s', (kind) => {
  const t = useTestApp(kind, { redis: true, devOutbox: true });
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await makeFuzzWorld(t);
  });

  it('knows every route of the API', () => {
    const routes = listRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const route of [
      'POST /api/user-login',
      'DELETE /api/sessions/:id',
      'PUT /api/property-photos/:id/order',
    ])
      expect(routes).toContain(route);
  });

  it('never answers 5xx, and a refused request changes no record', async () => {
    const routes = listRoutes(t.app);
    await fc.assert(
      fc.asyncProperty(fuzzRequest(routes), async (request) => {
        const before = await recordsFingerprint(t);
        const res = await sendFuzz(t, world, request);
        expect([res.url, res.status < 500]).toEqual([res.url, true]);
        if (res.status >= 400) expect([res.url, await recordsFingerprint(t)]).toEqual([res.url, before]);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
