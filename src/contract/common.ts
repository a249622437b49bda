import { Type, type Static, type TNumberOptions, type TProperties } from 'typebox';

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
} as const;

export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'Opaque record id' });

/** ISO-8601 calendar date, e.g. 2026-12-03 (a meeting happens on a day, not at an instant). */
export const IsoDate = Type.String({ format: 'date', description: 'ISO-8601 date (YYYY-MM-DD)' });
export const IsoDateTime = Type.String({ format: 'date-time' });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * Marks a number the server refuses unless it is finite. JSON Schema has no such rule and ajv's
 * type coercion turns "Infinity" or "1e309" into a number that then skips minimum/maximum; the
 * server's validator knows this keyword (an `x-` name, so the OpenAPI document stays valid).
 */
export const FINITE_KEYWORD = 'x-finite';

/** Every number a client sends is one of these, so none can be Infinity. */
export const FiniteNumber = (options: TNumberOptions = {}) =>
  Type.Number({ ...options, [FINITE_KEYWORD]: true });
export const FiniteInteger = (options: TNumberOptions = {}) =>
  Type.Integer({ ...options, [FINITE_KEYWORD]: true });

/**
 * A request body: fields it does not list are dropped before the handler sees them (the
 * validator's removeAdditional), so nothing unknown is stored, walked or acted on.
 */
export const RequestBody = <Properties extends TProperties>(properties: Properties) =>
  Type.Object(properties, { additionalProperties: false });

export const PageQuery = Type.Object({
  page: Type.Optional(FiniteInteger({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(FiniteInteger({ minimum: 1, maximum: LIMITS.maxPageLimit })),
});
export type PageQuery = Static<typeof PageQuery>;

export const PageInfo = {
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
};

/** Every error the API sends has this body; `message` is meant for people. */
export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** Pages needed to show `total` items `limit` at a time; an empty list still has one page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
