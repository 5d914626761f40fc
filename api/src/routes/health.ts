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
 * GET /health: 200 while the database and the upload storage (its folder writable, or its bucket reachable)
 * answer; 503 naming the parts that do not, so a load balancer takes this instance out and an operator sees why.
 * Redis (when the throttles use it) is reported but does not fail the check: while it is away the throttles count
 * in memory and every route still answers, so taking every instance out for it would stop a site that works.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { db, throttle, config, storage } = app.deps;
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['database', () => db.query('SELECT 1')],
    ['storage', () => storage.check()],
  ];
  const optional = config.redisUrl
    ? [['redis', () => throttle.ping()] as [string, () => Promise<unknown>]]
    : [];
  const checks = [...parts, ...optional];

  app.get('/health', async (request, reply) => {
    const results = await Promise.allSettled(checks.map(([, check]) => within(check, CHECK_TIMEOUT_MS)));
    const down = checks.filter((_part, index) => results[index]!.status === 'rejected').map(([name]) => name);
    const failing = down.filter((name) => parts.some(([part]) => part === name));
    const degraded = down.filter((name) => !failing.includes(name));
    if (!failing.length) {
      if (!degraded.length) return { status: true, db: db.kind };
      request.log.warn({ degraded }, 'health check: serving without some parts');
      return { status: true, db: db.kind, degraded };
    }
    request.log.error({ failing, degraded }, 'health check failed');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ status: false, message: `Not answering: ${failing.join(', ')}`, failing });
  });
}
