import type { FastifyInstance } from 'fastify';

/**
 * Reviews (issue 32), the seeker's side: write, edit, read a listing's reviews, eligibility, report, My reviews,
 * the visit prompts. Registered among the listing writers: a review changes the listing's rating.
 */
export async function ratingRoutes(_app: FastifyInstance) {}
