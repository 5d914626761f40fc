/**
 * Sends random and hostile requests to every route of the API (in-process, `app.inject`) and prints how they
 * were answered: the count per status, the routes that answered 5xx, and the refused requests that changed a
 * record anyway. Prints numbers; exits 1 when any request got a 5xx or left a partial record.
 *
 *   pnpm --filter @basera/api fuzz [requests=3000] [pglite|postgres]
 *
 * PostgreSQL: a fresh database on the server of TEST_DATABASE_URL, dropped afterwards. FUZZ_SEED repeats a run.
 */
import fc from 'fast-check';
import { setupTestApp } from '../test/databases';
import { fuzzRequest, listRoutes, makeFuzzWorld, recordsFingerprint, sendFuzz } from '../test/fuzz';

async function main() {
  const requests = Number(process.argv[2] ?? 3000);
  const kind = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
  const t = await setupTestApp(kind, { devOutbox: true });
  try {
    const world = await makeFuzzWorld(t);
    const routes = listRoutes(t.app);
    const statuses = new Map<number, number>();
    const failures = new Map<string, { count: number; sample: unknown }>();
    let partial = 0;
    const started = Date.now();
    for (const request of fc.sample(fuzzRequest(routes), { numRuns: requests, seed })) {
      const before = await recordsFingerprint(t);
      const res = await sendFuzz(t, world, request);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        const failure = failures.get(res.url) ?? { count: 0, sample: request };
        failure.count += 1;
        failures.set(res.url, failure);
      }
      if (res.status >= 400 && (await recordsFingerprint(t)) !== before) partial += 1;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${requests} requests to ${routes.length} routes on ${kind} (seed ${seed}) in ${seconds} s`);
    console.log(
      'statuses:',
      [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status} x${count}`)
        .join(', '),
    );
    console.log(`refused requests that changed a record: ${partial}`);
    for (const [url, { count, sample }] of failures) {
      const shown = JSON.stringify(sample, (_key, value) => {
        if (typeof value === 'string' && value.length > 80)
          return `${value.slice(0, 80)}... (${value.length})`;
        return Array.isArray(value) && value.length > 20 ? `[${value.length} items]` : value;
      });
      console.log(`5xx x${count} ${url}\n  e.g. ${shown}`);
    }
    process.exitCode = failures.size || partial ? 1 : 0;
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
