import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

/**
 * Errors Fastify meets before routing (a URL it cannot decode such as `/api/properties/%E0%A4%A`, a parameter
 * too long): answered in the API's own shape, { status: false, message }, not Fastify's default body. No hook
 * has run for these, so the security headers are set here.
 */
export async function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  await securityHeaders(request, reply);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'Bad request.';
  return reply.code(status).send({ status: false, message });
}
