import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

/** The first field (by name) whose text holds a NUL character, looking into objects and lists. */
function fieldWithNul(value: unknown, name: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? name : null;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text a client sends may hold a NUL character: no field needs one, and PostgreSQL cannot
 * store it (it would otherwise fail as a 5xx). Checked for every route just before its handler,
 * when every body (JSON, or a multipart form whose fields are attached late) has been read.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['address', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = fieldWithNul(value, part);
      if (field !== null) {
        done(badRequest(`${field} must not contain a NUL character`));
        return;
      }
    }
    done();
  });
}
