import type { Static, TArray, TIntersect, TObject, TPartial, TSchema, TString, TUnknown } from 'typebox';
import { check, findProblem } from './schema-check';

// The schemas here are the contract's, which the browser receives as plain JSON Schema objects
// (scripts/contract-schemas-plugin.ts); their TypeScript types are still TypeBox's, so `Static`
// gives each answer its type. Nothing of TypeBox's code runs in the browser (lib/schema-check).

/** Server data is checked against the contract at the edge, never cast. */
export function parseResponse<T extends TSchema>(schema: T, data: unknown): Static<T> {
  const problem = findProblem(schema, data);
  if (!problem) return data as Static<T>;
  throw new Error(`Unexpected answer from the server (${problem[0] || 'body'}: ${problem[1]})`);
}

/**
 * A list inside an answer, before its items are looked at: list answers are checked as an
 * envelope (see `envelope`) and then item by item, so one odd record cannot take the whole list
 * down.
 */
export const UnknownItems = { type: 'array', items: {} } as unknown as TArray<TUnknown>;

/** `schema` with its property `list` taken as UnknownItems, like `{ ...schema.properties, [list]: UnknownItems }`. */
export type Envelope<T extends TObject, K extends keyof T['properties']> = TObject<{
  [Key in keyof T['properties']]: Key extends K ? typeof UnknownItems : T['properties'][Key];
}>;

/**
 * A list answer's schema with the list's items left unchecked, for parseEach or salvageEach to
 * check one by one: `envelope(MeetingListResponse, 'meetings')`. The list itself stays required.
 */
export function envelope<T extends TObject, K extends keyof T['properties'] & string>(
  schema: T,
  list: K,
): Envelope<T, K> {
  // TypeBox leaves `required` out of an object whose properties are all optional.
  const required = (schema.required as readonly string[] | undefined) ?? [];
  return {
    type: 'object',
    properties: { ...schema.properties, [list]: UnknownItems },
    required: required.includes(list) ? required : [...required, list],
  } as unknown as Envelope<T, K>;
}

function warnOdd(count: number, what: string): void {
  if (count > 0) console.warn(`Left out ${what} the server sent in an unexpected shape: ${count}`);
}

/** The items that match `schema`; the others are left out (and logged), never fatal. */
export function parseEach<T extends TSchema>(
  schema: T,
  items: readonly unknown[],
  what = 'records',
): Static<T>[] {
  const valid = items.filter((item): item is Static<T> => check(schema, item));
  warnOdd(items.length - valid.length, what);
  return valid;
}

const WithId = {
  type: 'object',
  properties: { _id: { type: 'string', minLength: 1 } },
  required: ['_id'],
} as unknown as TObject<{ _id: TString }>;

export type Salvageable<T extends TObject> = TIntersect<[TPartial<T>, typeof WithId]>;

/**
 * What a screen can show of a record of `schema`: any of its fields, and always its id; salvage
 * with it (lib/record-answers salvagedAnswers makes one per resource).
 */
export function salvageable<T extends TObject>(schema: T): Salvageable<T> {
  // TypeBox's Intersect([Partial(schema), WithId]): the same object with no property required.
  const { required: _required, ...partial } = schema;
  return { allOf: [partial, WithId] } as unknown as Salvageable<T>;
}

/**
 * A record as far as it matches `schema`: the fields that do are kept, the others dropped, so an
 * admin still sees the row of a record with one odd value, and can edit or delete it. Only a
 * record without an id is beyond saving (there would be nothing to act on).
 */
export function salvage<P extends TSchema>(schema: TObject, record: P, item: unknown): Static<P> | null {
  if (typeof item !== 'object' || item === null) return null;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries<TSchema>(schema.properties)) {
    const value: unknown = Reflect.get(item, name);
    if (value !== undefined && check(field, value)) kept[name] = value;
  }
  return check(record, kept) ? kept : null;
}

/** Every record that can be shown at all (see salvage), in the server's order. */
export function salvageEach<P extends TSchema>(
  schema: TObject,
  record: P,
  items: readonly unknown[],
  what = 'records',
): Static<P>[] {
  const kept: Static<P>[] = [];
  for (const item of items) {
    const salvaged = salvage(schema, record, item);
    if (salvaged !== null) kept.push(salvaged);
  }
  warnOdd(items.length - kept.length, what);
  return kept;
}
