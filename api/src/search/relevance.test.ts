import { testDatabaseKinds } from '../test/databases';
import { useTestApp } from '../test/suite';
import { RELEVANCE_SET, relevanceFailures, type SearchAnswer } from './relevance-set';

/**
 * The keyword search's relevance set (relevance-set.ts) through the real app: one seeded demo database per kind,
 * every query as GET /api/search-properties?search=...&per_page=50, each answer checked against its case. The
 * pass rate is printed ("relevance on pglite: 82/82") and every case must pass.
 */
describe.each(testDatabaseKinds)('the keyword relevance set on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const results = new Map<string, string[]>();
  let client = 0;

  /** One query through the route, and why its answer fails its case ([] when it passes). */
  const check = async (relevanceCase: (typeof RELEVANCE_SET)[number]): Promise<string[]> => {
    client += 1;
    const res = await t.app.inject({
      url: `/api/search-properties?search=${encodeURIComponent(relevanceCase.query)}&per_page=50`,
      // Each query from its own address: the set is not one seeker hammering the API.
      remoteAddress: `10.29.${Math.floor(client / 250)}.${(client % 250) + 1}`,
    });
    if (res.statusCode !== 200) return [`HTTP ${res.statusCode}`];
    const answer = res.json() as SearchAnswer;
    // The route itself reads the words: what it understood comes with the answer.
    if (!answer.interpreted) return ['no interpreted search in the answer'];
    return relevanceFailures(relevanceCase, answer);
  };

  beforeAll(async () => {
    for (const relevanceCase of RELEVANCE_SET) results.set(relevanceCase.query, await check(relevanceCase));
    const passed = [...results.values()].filter((failures) => failures.length === 0).length;
    // The figure the closing note reports.
    console.log(`relevance on ${kind}: ${passed}/${RELEVANCE_SET.length}`);
  }, 120_000);

  it('holds at least 60 real-style queries, each once', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((relevanceCase) => relevanceCase.query.toLowerCase())).size).toBe(
      RELEVANCE_SET.length,
    );
  });

  it.each(RELEVANCE_SET.map((relevanceCase) => [relevanceCase.query]))('%s', (query) => {
    expect(results.get(query)).toEqual([]);
  });
});
