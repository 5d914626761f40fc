import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser features no Basera page uses are switched off for it and anything it frames; geolocation stays for the
 * site itself (a later "near me" search). The static servers send the same (scripts/lib/security-headers.mjs).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), display-capture=()';

/** A year of HTTPS-only, sent only on answers that came over HTTPS (browsers ignore it on plain HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Over TLS here, or at the proxy in front (X-Forwarded-Proto; a forged one only adds a header http ignores). */
export const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase() === 'https';

/** The headers every API answer carries. */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply) {
  // No browser may read an answer (JSON, an uploaded picture) as another type than the one sent.
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  // No other site's window keeps a handle on ours (window.opener), whatever opened it.
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (overHttps(request)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
