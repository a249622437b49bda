import type { FastifyRequest } from 'fastify';
import { isPlainObject } from './defined';

/**
 * Form fields that are empty, blank or null count as not sent (the original site's forms send
 * only the fields that hold something), and text is trimmed. Without this a blank price would be
 * coerced to 0. A whole number is not text: one with spaces around it (" 12") is kept as sent, for
 * the validator to refuse as it refuses "12abc" (plugins/whole-numbers.ts).
 */
export const dropEmptyFields = (request: FastifyRequest): Promise<void> => dropEmptyFieldsBut([])(request);

/**
 * As dropEmptyFields, but an empty `clearable` field is kept, empty: a change that empties an
 * optional field (a description, a picture) on purpose clears it.
 */
export function dropEmptyFieldsBut(clearable: readonly string[]) {
  return (request: FastifyRequest): Promise<void> => {
    const asSent = wholeNumberFields(request.routeOptions.schema?.body);
    request.body = withoutEmptyFields(request.body, { clearable, asSent });
    return Promise.resolve();
  };
}

/** Whether a field's schema takes a whole number: an integer, or a choice with one (a capacity or ''). */
const holdsWholeNumber = (schema: unknown): boolean =>
  isPlainObject(schema) &&
  (schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some(holdsWholeNumber)));

/** The fields of a body's schema that hold whole numbers. */
function wholeNumberFields(schema: unknown): ReadonlySet<string> {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return new Set();
  return new Set(
    Object.entries(schema.properties)
      .filter(([, field]) => holdsWholeNumber(field))
      .map(([name]) => name),
  );
}

function withoutEmptyFields(
  body: unknown,
  fields: { clearable: readonly string[]; asSent: ReadonlySet<string> },
): unknown {
  if (!isPlainObject(body)) return body;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') {
        if (fields.clearable.includes(key)) cleaned[key] = trimmed;
      } else {
        cleaned[key] = fields.asSent.has(key) ? value : trimmed;
      }
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
