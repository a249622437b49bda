import type { Static, TObject, TSchema } from 'typebox';
import { MessageResponse } from '@/contract';
import type { CheckAnswer } from './answer-check';
import { envelope, parseResponse, salvage, salvageable, salvageEach, type Salvageable } from './parse';

/**
 * How the records' answers are checked against the contract (lib/parse with its schemas): what a
 * resource's answers module gives lib/record-api's calls, loaded with their first answer.
 */

/** One page of an admin table, whatever the record: all the table needs. */
export interface RecordPage<R> {
  records: R[];
  totalPages: number;
  /** How many records there are on every page together. */
  total: number;
}

/** How a record type's answers read (salvagedAnswers makes them), as lib/record-api's calls take them. */
export interface RecordAnswers<Record, Saved> {
  /** A page of the table. */
  page: CheckAnswer<RecordPage<Record>>;
  /** The one record in a read-one answer, or null when the server's list is empty. */
  one: CheckAnswer<Record | null>;
  /** The record a create or change answered with. */
  saved: CheckAnswer<Saved>;
}

/** A delete's answer: { message }, for every record alike. */
export const deletedMessage = (raw: unknown): string => parseResponse(MessageResponse, raw).message;

/** The names of an answer schema's fields. */
type Key<A extends TObject> = keyof A['properties'] & string;

/**
 * A table's page read from a list answer (the contract's PagedList), given the answer's schema, the
 * key of its records and the key of their number: the answer is checked as an envelope, then the
 * records one by one by `each` (parseEach, or salvageEach), so one odd record never hides the others.
 */
export function pageOf<L extends TObject, R>(
  [answer, records, total]: readonly [L, Key<L>, Key<L>],
  each: (items: readonly unknown[], what: string) => R[],
): (raw: unknown) => RecordPage<R> {
  const checked = envelope(answer, records);
  return (raw) => {
    // The envelope's check made the records a list and the counts integers.
    const page = parseResponse(checked, raw) as Record<string, unknown>;
    return {
      records: each(page[records] as unknown[], records),
      totalPages: page.totalPages as number,
      total: page[total] as number,
    };
  };
}

/** A record as the admin screens take it: whatever fields came back as expected, and its id. */
export type SalvagedRecord<T extends TObject> = Static<Salvageable<T>>;

/**
 * How a record's answers read when an odd value only leaves its field out (lib/parse's salvage), so
 * the admin still has its row and its form to put it right: `schema` is the contract's record,
 * `answers` the schemas of a page, a read-one and a saved answer, and `keys` where the wire puts
 * the records in them (the contract's RecordWire, which the server's routes take too).
 */
export function salvagedAnswers<
  T extends TObject,
  L extends TObject,
  B extends TObject,
  S extends TObject,
  SavedKey extends Key<S>,
>(
  schema: T,
  answers: { list: L; byId: B; saved: S },
  keys: { records: Key<L>; total: Key<L>; byId: Key<B>; saved: SavedKey },
): RecordAnswers<SalvagedRecord<T>, Static<S>[SavedKey]> {
  const record = salvageable(schema);
  return {
    page: pageOf([answers.list, keys.records, keys.total], (items, what) =>
      salvageEach(schema, record, items, what),
    ),
    one: salvagedOne(schema, record, [answers.byId, keys.byId]),
    saved: (raw) => parseResponse(answers.saved, raw)[keys.saved],
  };
}

/**
 * The record of a read-one answer (whose records come, as a list, under `key`) when an odd value
 * only leaves its field out, or null when the server's list is empty.
 */
export function salvagedOne<P extends TSchema, B extends TObject>(
  schema: TObject,
  record: P,
  [byId, key]: readonly [B, Key<B>],
): (raw: unknown) => Static<P> | null {
  const checked = envelope(byId, key);
  return (raw) => {
    // The envelope's check made the answer's records a list.
    const [first] = (parseResponse(checked, raw) as Record<Key<B>, unknown[]>)[key];
    return first === undefined ? null : salvage(schema, record, first);
  };
}
