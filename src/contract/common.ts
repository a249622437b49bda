import { Type, type Static, type TNumberOptions, type TProperties } from 'typebox';
import { FINITE_KEYWORD, LIMITS } from './common-values';

export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'Opaque record id' });

/** ISO-8601 calendar date, e.g. 2026-12-03 (a meeting happens on a day, not at an instant). */
export const IsoDate = Type.String({ format: 'date', description: 'ISO-8601 date (YYYY-MM-DD)' });
export const IsoDateTime = Type.String({ format: 'date-time' });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

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
  page: Type.Optional(FiniteInteger({ minimum: 1, maximum: LIMITS.maxPage, default: 1 })),
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
