import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The API calls the backend makes to itself while rendering a page (app.inject). They carry a
 * secret made at start, so limits and the request log can tell them from a visitor's own calls:
 * the visitor's page request is what counts.
 */
const HEADER = 'x-page-render';
const secret = randomUUID();

export const internalHeaders = (): Record<string, string> => ({ [HEADER]: secret });

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === secret;
}
