import type { FastifyRequest } from 'fastify';

/**
 * Form fields that are empty, blank or null count as not sent (spec point 5: only non-empty
 * fields are sent), and text is trimmed. Without this a blank price would be coerced to 0.
 */
export async function dropEmptyFields(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') cleaned[key] = trimmed;
    } else if (Buffer.isBuffer(value)) {
      if (value.length > 0) cleaned[key] = value;
    } else {
      cleaned[key] = value;
    }
  }
  request.body = cleaned;
  return Promise.resolve();
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
