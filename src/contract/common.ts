import {
  Type,
  type TSchemaOptions,
  type Static,
  type TArray,
  type TInteger,
  type TLiteral,
  type TNumberOptions,
  type TProperties,
  type TSchema,
  type TUnion,
} from 'typebox';
import { FINITE_KEYWORD, LIMITS } from './common-values';

/** The literal schemas of a list of texts, in its order. */
type Literals<Values extends readonly string[]> = { -readonly [K in keyof Values]: TLiteral<Values[K]> };

/** One of a list of texts: a union of their literals, in the list's order. */
export const oneOf = <const Values extends readonly string[]>(values: Values, options: TSchemaOptions = {}) =>
  // TypeScript cannot follow the list's literals through map(): the union is typed by hand.
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<Literals<Values>>;

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

/** How an answer says it worked: most with a message for people, some with `success: true`. */
export const WithMessage = { message: Type.String() };
export const WithSuccess = { success: Type.Literal(true) };

/**
 * A page of a list as the API sends it: `head` (WithMessage or WithSuccess), the items, where the page is,
 * and how many there are in all. Each list names its items and total its own way on the wire
 * (meetings and totalMeetings, data and totalUsers, ...).
 */
export const PagedList = <
  Head extends TProperties,
  ItemsKey extends string,
  Item extends TSchema,
  TotalKey extends string,
>(
  head: Head,
  itemsKey: ItemsKey,
  item: Item,
  totalKey: TotalKey,
) =>
  Type.Object({
    ...head,
    // TypeScript types a computed key as any string; these are the two the caller named.
    ...({ [itemsKey]: Type.Array(item) } as Record<ItemsKey, TArray<Item>>),
    ...PageInfo,
    ...({ [totalKey]: Type.Integer() } as Record<TotalKey, TInteger>),
  });

/** Every error the API sends has this body; `message` is meant for people. */
export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object(WithMessage);

/**
 * What a record's own routes answer (resource-kit): the record by its id, as a one-item list, and
 * the record saved, each under the name the wire contract gives it there.
 */
export const RecordAnswers = <ByIdKey extends string, SavedKey extends string, Item extends TSchema>(
  keys: { byId: ByIdKey; saved: SavedKey },
  item: Item,
) => ({
  byId: Type.Object({
    ...WithMessage,
    ...({ [keys.byId]: Type.Array(item) } as Record<ByIdKey, TArray<Item>>),
  }),
  saved: Type.Object({ ...WithMessage, ...({ [keys.saved]: item } as Record<SavedKey, Item>) }),
});
export type MessageResponse = Static<typeof MessageResponse>;
