import type { FastifyRequest } from 'fastify';

const isLoopbackAddress = (address: string) => {
  const bare = address.trim().replace(/^::ffff:/i, '');
  return bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
};

/**
 * Whether the request comes from this machine: its connection is from a loopback address, and no proxy in
 * front says it forwards someone else (whatever TRUST_PROXY says: a proxy on this host forwards the world).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (request.headers.forwarded) return false;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .filter((hop) => hop.trim());
  return hops.every(isLoopbackAddress);
}
