import { clientErrorReportSchema } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { parse, TooManyRequestsError, ValidationError } from '../http/errors';

/** Reports one client address may send per window: a few pages' worth (a page sends at most 5), no flood. */
export const CLIENT_ERRORS_PER_IP = 30;
export const CLIENT_ERRORS_WINDOW_SECONDS = 600;
/** A report is at most ~10 KiB (message 500, stack 4000, 12 builds and releases): anything larger is not one. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/**
 * POST /client-errors: an error in a visitor's page (shared/src/client-errors.ts), with the builds and releases
 * the page ran. No sign-in (errors happen signed out too). The body is JSON, sent as text/plain by
 * navigator.sendBeacon (a simple request: a beacon cannot make a CORS preflight) or as application/json. Valid
 * reports are counted per address, then written to the log at warn, one line each: 204, nothing stored.
 */
export async function clientErrorRoutes(app: FastifyInstance) {
  const { throttle } = app.deps;

  app.post('/client-errors', { bodyLimit: CLIENT_ERROR_BODY_LIMIT }, async (request, reply) => {
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        throw new ValidationError({ body: ['The report must be JSON.'] });
      }
    }
    const report = parse(clientErrorReportSchema, body);
    const { count, resetIn } = await throttle.hit(
      `client-errors-ip:${request.ip}`,
      CLIENT_ERRORS_WINDOW_SECONDS,
    );
    if (count > CLIENT_ERRORS_PER_IP)
      throw new TooManyRequestsError('Too many error reports. Please try again later.', resetIn);
    const agent = request.headers['user-agent'];
    request.log.warn(
      {
        clientError: {
          ...report,
          userAgent: typeof agent === 'string' ? agent.slice(0, 200) : undefined,
        },
      },
      `client error (${report.kind}): ${report.message.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
    return reply.code(204).send();
  });
}
