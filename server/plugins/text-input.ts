import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

/**
 * How deeply a request body may nest objects and lists. Every body the API reads is flat (a form
 * or a JSON object of plain fields); the limit only stops bodies built to exhaust whatever walks
 * them.
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request nests too deeply';

/** Objects and lists directly inside `value` (a Buffer is a file's bytes, not a container). */
function children(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return [];
  return Object.values(value);
}

/** Whether `value` nests deeper than `limit` levels; a loop, not recursion, so no depth can overflow the stack. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const inner = children(item.value);
    if (inner.length === 0) continue;
    if (item.depth >= limit) return true;
    for (const child of inner) stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/** The first field (by name) whose text holds a NUL character, looking into objects and lists without recursion. */
export function fieldWithNul(value: unknown, name: string): string | null {
  const stack: { value: unknown; name: string }[] = [{ value, name }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.name;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    // Reversed so fields are looked at in the order they were sent.
    for (const [key, inner] of Object.entries(item.value).reverse()) stack.push({ value: inner, name: key });
  }
  return null;
}

/**
 * A body nested absurdly deep is refused before validation or any handler walks it. JSON.parse
 * itself copes with any depth the body size allows; what comes after must not have to.
 */
export function limitNesting(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(nestsDeeperThan(request.body, MAX_BODY_DEPTH) ? badRequest(TOO_DEEP_MESSAGE) : undefined);
  });
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
