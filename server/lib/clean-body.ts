import type { FastifyRequest } from 'fastify';

/**
 * Form fields that are empty, blank or null count as not sent (the original site's forms send
 * only the fields that hold something), and text is trimmed. Without this a blank price would be
 * coerced to 0.
 */
export const dropEmptyFields = (request: FastifyRequest): Promise<void> => dropEmptyFieldsBut([])(request);

/**
 * As dropEmptyFields, but an empty `clearable` field is kept, empty: a change that empties an
 * optional field (a description, a picture) on purpose clears it.
 */
export function dropEmptyFieldsBut(clearable: readonly string[]) {
  return (request: FastifyRequest): Promise<void> => {
    request.body = withoutEmptyFields(request.body, clearable);
    return Promise.resolve();
  };
}

function withoutEmptyFields(body: unknown, clearable: readonly string[]): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '' || clearable.includes(key)) cleaned[key] = trimmed;
    } else if (Buffer.isBuffer(value)) {
      if (value.length > 0) cleaned[key] = value;
    } else {
      cleaned[key] = value;
    }
  }
  return cleaned;
}

/** Trims the named text fields before validation, so a blank name counts as an empty one. Passwords stay as typed. */
export function trimFields(...fields: string[]) {
  return (request: FastifyRequest): Promise<void> => {
    const body: unknown = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return Promise.resolve();
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.trim();
    }
    return Promise.resolve();
  };
}

/** `value` with every text in it trimmed, however deep (a JSON body's lists and inner objects). */
function trimmedDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmedDeep);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmedDeep(inner)]));
}

/**
 * Trims every text of a JSON body before validation (the site's settings and texts), so a name of
 * spaces counts as empty and an address pasted with a space around it is still an address. Only
 * the ends: what is inside a text (HTML, Markdown) is kept exactly as sent.
 */
export function trimAllTexts(request: FastifyRequest): Promise<void> {
  if (request.body !== null && typeof request.body === 'object') request.body = trimmedDeep(request.body);
  return Promise.resolve();
}
