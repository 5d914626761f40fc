import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './audit';
import { adminContentRoutes } from './content';
import { adminListingRoutes } from './listings';
import { adminReportRoutes } from './reports';
import { adminReviewRoutes } from './reviews';
import { adminUserRoutes } from './users';

/**
 * Every /api/admin route (the operator console, mf-admin). Each module guards its routes with `adminOnly`
 * (api/src/admin/guard.ts) and records what it changes with `recordAudit` (api/src/admin/audit.ts).
 * Registered among the listing writers, so any admin write clears the public cache.
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminContentRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminListingRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminReviewRoutes);
}
