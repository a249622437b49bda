import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Server data is checked against the contract at the edge, never cast. */
export function parseResponse<T extends TSchema>(schema: T, data: unknown): Static<T> {
  if (Value.Check(schema, data)) return data;
  const first = Value.Errors(schema, data)[0];
  throw new Error(
    `Unexpected answer from the server${first ? ` (${first.instancePath || 'body'}: ${first.message})` : ''}`,
  );
}

/**
 * A list inside an answer, before its items are looked at: list answers are checked as an
 * envelope (`{ ...Response.properties, meetings: UnknownItems }`) and then item by item, so one
 * odd record cannot take the whole list down.
 */
export const UnknownItems = Type.Array(Type.Unknown());

function warnOdd(count: number, what: string): void {
  if (count > 0) console.warn(`Left out ${what} the server sent in an unexpected shape: ${count}`);
}

/** The items that match `schema`; the others are left out (and logged), never fatal. */
export function parseEach<T extends TSchema>(
  schema: T,
  items: readonly unknown[],
  what = 'records',
): Static<T>[] {
  const valid = items.filter((item): item is Static<T> => Value.Check(schema, item));
  warnOdd(items.length - valid.length, what);
  return valid;
}

const WithId = Type.Object({ _id: Type.String({ minLength: 1 }) });

/**
 * What a screen can show of a record of `schema`: any of its fields, and always its id. Declare it
 * once per resource (`const MeetingRecord = salvageable(Meeting)`) and salvage with it.
 */
export const salvageable = <T extends TObject>(schema: T) => Type.Intersect([Type.Partial(schema), WithId]);

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
    if (value !== undefined && Value.Check(field, value)) kept[name] = value;
  }
  return Value.Check(record, kept) ? kept : null;
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
