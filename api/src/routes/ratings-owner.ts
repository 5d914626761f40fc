import type { FastifyInstance } from 'fastify';

/**
 * Reviews (issue 32), the owner's side: the public reply, the owner's reviews, resident invitations and their
 * links. Registered among the listing writers.
 */
export async function ownerRatingRoutes(_app: FastifyInstance) {}
