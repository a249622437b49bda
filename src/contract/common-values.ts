/** Limits every layer agrees on: the server enforces them, the screens use them for maxLength. */
export const LIMITS = {
  shortText: 200,
  mediumText: 500,
  longText: 5000,
  email: 254,
  phone: 32,
  /** For new passwords; logging in accepts any length, so older accounts keep working. */
  passwordMin: 12,
  passwordMax: 200,
  url: 2048,
  imageBytes: 5 * 1024 * 1024,
  maxPageLimit: 100,
  /** The highest page number a list call takes (deeper pages are all empty anyway). */
  maxPage: 1_000_000,
  /** The highest price a meeting or course may have. */
  maxPrice: 1_000_000,
  /** The most seats a meeting's online registration may offer. */
  maxCapacity: 100_000,
} as const;

/**
 * Marks a number the server refuses unless it is finite. JSON Schema has no such rule and ajv's
 * type coercion turns "Infinity" or "1e309" into a number that then skips minimum/maximum; the
 * server's validator knows this keyword (an `x-` name, so the OpenAPI document stays valid).
 */
export const FINITE_KEYWORD = 'x-finite';

/** Pages needed to show `total` items `limit` at a time; an empty list still has one page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * What a request is told when the server has more to do than it can start in time (503 or 429
 * with Retry-After): nothing was done, and the same request may simply be sent again. The
 * browser's Register button does so by itself, telling the visitor so.
 */
export const SERVER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a moment.';

/**
 * A record type's place on the wire, declared once for both kits: where its records live and the
 * keys its answers carry them under (a page: `records` and their `total`; read one: `byId`, a list
 * of one; create and change: `saved`). The server's routes (server/modules/resource-kit) and the
 * browser's calls (src/lib/record-api, src/lib/record-answers) both take it.
 */
export interface RecordWire {
  path: string;
  keys: { records: string; total: string; byId: string; saved: string };
}
