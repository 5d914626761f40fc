import type { FastifyInstance } from 'fastify';

/**
 * Issue 33: GET /seo/page?path=...: each public page's head, crawlable body block, HTTP status and boot data,
 * which the shell's HTML server writes into the page (scripts/lib/page-html.mjs).
 */
export async function seoPageRoutes(_app: FastifyInstance) {}
