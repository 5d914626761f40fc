import type { FastifyInstance } from 'fastify';

/** How long a dependency may take to answer the health check before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/** Resolves when `check` does within the timeout; rejects otherwise. */
function within(check: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([check().then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: 200 while the database, the upload storage (its folder writable, or its bucket reachable) and
 * Redis (when the throttles use it) answer; 503 naming the parts that do not, so a load balancer takes this
 * instance out and an operator sees why.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { db, throttle, config, storage } = app.deps;
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['database', () => db.query('SELECT 1')],
    ['storage', () => storage.check()],
  ];
  if (config.redisUrl) parts.push(['redis', () => throttle.ping()]);

  app.get('/health', async (request, reply) => {
    const results = await Promise.allSettled(parts.map(([, check]) => within(check, CHECK_TIMEOUT_MS)));
    const failing = parts
      .filter((_part, index) => results[index]!.status === 'rejected')
      .map(([name]) => name);
    if (!failing.length) return { status: true, db: db.kind };
    request.log.error({ failing }, 'health check failed');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ status: false, message: `Not answering: ${failing.join(', ')}`, failing });
  });
}
