import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The queries a record needs (its repository's; rows in, rows out). Functions, not methods: a
 * module exports one on its own (insertMeeting), so none may rely on `this`.
 */
export interface RecordRepository<Row, NewRow, RowChanges> {
  find: (db: Db, id: string) => Promise<Row | undefined>;
  insert: (db: Db, row: NewRow) => Promise<Row>;
  /** `changes` names only the columns that change (a record's updated_at among them). */
  update: (db: Db, id: string, changes: Partial<RowChanges>) => Promise<Row | undefined>;
  remove: (db: Db, id: string) => Promise<boolean>;
}

/** The columns that make a table one of records: a text id and the times a row was made and last changed. */
interface RecordColumns {
  id: string;
  created_at: string;
  updated_at: string;
}

/**
 * The tables of records: each keyed by a text id, with created_at and updated_at (meetings and
 * courses with a picture, content pages without). Derived from the database's tables, so a new
 * resource's table (its interface added to `Database`) is one as soon as it has those columns.
 */
export type RecordTable = {
  [T in keyof Database]: Selectable<Database[T]> extends RecordColumns ? T : never;
}[keyof Database];

/** A record table's rows as read, as inserted and as changed. */
export type RecordRow<T extends RecordTable> = Selectable<Database[T]>;
export type NewRecordRow<T extends RecordTable> = Insertable<Database[T]>;
export type RecordRowUpdate<T extends RecordTable> = Updateable<Database[T]>;

/**
 * The one-row queries every record table answers the same way (by its id). Kysely cannot follow
 * a table name that is a type parameter through its query types, so the queries are written
 * against the union of the record tables and their rows are those of `table`.
 */
export function recordQueries<T extends RecordTable>(
  table: T,
): RecordRepository<RecordRow<T>, NewRecordRow<T>, RecordRowUpdate<T>> {
  const from: RecordTable = table;
  return {
    find: async (db: Db, id: string) => {
      const row = await db.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst();
      return row as RecordRow<T> | undefined;
    },
    insert: async (db: Db, row: NewRecordRow<T>) => {
      const values = row as NewRecordRow<RecordTable>;
      const inserted = await db.insertInto(from).values(values).returningAll().executeTakeFirstOrThrow();
      return inserted as RecordRow<T>;
    },
    update: async (db: Db, id: string, changes: Partial<RecordRowUpdate<T>>) => {
      const row = await db
        .updateTable(from)
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row as RecordRow<T> | undefined;
    },
    remove: async (db: Db, id: string) => {
      const result = await db.deleteFrom(from).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
