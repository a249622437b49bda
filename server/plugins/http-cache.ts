import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Public API reads may be kept, but must be checked with the server each time (cheaply, by ETag). */
export const REVALIDATE = 'no-cache';

const isPublicApiRead = (request: FastifyRequest, reply: FastifyReply) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  reply.statusCode === 200 &&
  request.url.startsWith('/api/') &&
  request.headers.authorization === undefined &&
  !reply.hasHeader('cache-control');

/** True when one of the If-None-Match header's tags is this one (weak comparison, RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
}

/** The weak ETag of an answer's (uncompressed) text. */
export const etagOf = (payload: string | Buffer): string =>
  `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * A visitor's browser (and any proxy) revalidates public lists and records instead of fetching
 * them again: each answer carries an ETag of its content, and a matching If-None-Match gets an
 * empty 304. Weak, because the bytes sent may be compressed differently; runs before compression.
 */
async function httpCachePlugin(app: FastifyInstance): Promise<void> {
  // A callback, not an async function: it runs for every answer, and a promise each time adds up.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || !isPublicApiRead(request, reply)) {
      done(null, payload);
      return;
    }
    const etag = etagOf(payload);
    void reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (!matchesEtag(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    void reply.code(304);
    done(null, '');
  });
  return Promise.resolve();
}

export const httpCache = fp(httpCachePlugin, { name: 'http-cache' });
