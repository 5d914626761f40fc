import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A public answer, the same for every viewer, serialized once: its JSON and an ETag of it. */
export interface PublicAnswer<T> {
  data: T;
  body: string;
  etag: string;
}

export function publicAnswer<T>(data: T): PublicAnswer<T> {
  const body = JSON.stringify(data);
  return { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a public read. Anonymous: the cached JSON as it is, `public, no-cache` with its ETag (a browser or
 * CDN revalidates every time and gets a 304 while nothing changed, so no copy is ever staler than ours).
 * Signed in: `personal(data)` (the viewer's shortlist flags merged in), private and never stored. Both vary on
 * Authorization, so no shared cache can hand one viewer's answer to another.
 */
export async function sendPublic<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer<T>,
  personal?: () => Promise<unknown>,
) {
  // Appended: CORS has already said Vary: Origin.
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${vary}, Authorization` : 'Authorization');
  if (personal && request.headers.authorization) {
    reply.header('Cache-Control', 'private, no-cache');
    return reply.send(await personal());
  }
  reply.header('Cache-Control', 'public, no-cache').header('ETag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
