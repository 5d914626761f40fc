import type { FastifyInstance } from 'fastify';
import { contentImageRoutes } from './images';
import { contentCollectionRoutes } from './kinds';
import { contentPageRoutes } from './pages';
import { contentSettingsRoutes } from './settings';

/**
 * Content editing for operators (/api/admin/content/...): blog articles, FAQs, home slides, testimonials, the
 * policy pages, the general settings and content pictures. Answers' shapes: shared/src/schemas/admin-content.ts.
 * Each write records its audit row in its own transaction; the public cache is cleared by the listing writers'
 * hook (app.ts) that admin routes run under.
 */
export async function adminContentRoutes(app: FastifyInstance) {
  await app.register(contentCollectionRoutes);
  await app.register(contentPageRoutes);
  await app.register(contentSettingsRoutes);
  await app.register(contentImageRoutes);
}
