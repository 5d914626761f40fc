import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A public answer, the same for every viewer, serialized once: its JSON, gzipped on first demand, an ETag. */
export interface PublicAnswer<T> {
  data: T;
  body: string;
  gzip?: Buffer;
  /** Weak: the plain and the gzipped bodies are one answer. */
  etag: string;
}

export function publicAnswer<T>(data: T): PublicAnswer<T> {
  const body = JSON.stringify(data);
  return { data, body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a public read. Anonymous: the cached JSON as it is (gzipped once per answer for clients that accept
 * it: a page of 20 cards is ~34 KB of JSON), `public, no-cache` with its ETag (a browser or CDN revalidates
 * every time and gets a 304 while nothing changed, so no copy is ever staler than ours). Signed in:
 * `personal()` (the viewer's shortlist flags merged in), private and never stored. Every answer varies on
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
  reply.header('Vary', `${vary ? `${vary}, ` : ''}Authorization, Accept-Encoding`);
  if (personal && request.headers.authorization) {
    reply.header('Cache-Control', 'private, no-cache');
    return reply.send(await personal());
  }
  reply.header('Cache-Control', 'public, no-cache').header('ETag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
