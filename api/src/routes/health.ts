import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    await app.deps.db.query('SELECT 1');
    return { status: true, db: app.deps.db.kind };
  });
}
