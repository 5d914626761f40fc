import type { FastifyInstance } from 'fastify';

/**
 * Issue 33: the city and locality landing pages' data (GET /landing-page), robots.txt, the sitemap index and
 * its typed sitemaps, and the 1200 px share pictures of listings and blog articles.
 */
export async function seoPlaceRoutes(_app: FastifyInstance) {}
