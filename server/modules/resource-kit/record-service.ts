import type { Db } from '../../db/database';
import { withoutUndefined } from '../../lib/defined';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { readImageField, saveImageField } from '../uploads/image-field';

/** What every record carries from its row: its id (twice, as the wire contract has it) and times. */
export function recordStamps(row: { id: string; created_at: string; updated_at: string }) {
  return { _id: row.id, id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The queries a record with a picture needs (its repository's; rows in, rows out). */
export interface RecordRepository<Row, NewRow, RowChanges> {
  find(db: Db, id: string): Promise<Row | undefined>;
  insert(db: Db, row: NewRow): Promise<Row>;
  update(db: Db, id: string, changes: RowChanges): Promise<Row | undefined>;
  remove(db: Db, id: string): Promise<boolean>;
}

/** What a resource declares: its name, its picture's field, its queries and its row mapping. */
export interface RecordDeclaration<Row, NewRow, RowChanges, Record, Input, Patch> {
  /** As in messages: "No meeting with this id". */
  noun: string;
  /** The form field carrying the picture (a file or a link), e.g. meetingImage. */
  imageField: keyof Input & keyof Patch & string;
  repository: RecordRepository<Row, NewRow, RowChanges>;
  toRecord(row: Row): Record;
  /** The row of a new record (its id and times are given). */
  newRow(input: Input, meta: { id: string; image: string; now: string }): NewRow;
  /** The changes a patch makes (undefined for what it leaves alone), but for the picture. */
  changes(patch: Patch): RowChanges;
  /** The changes that set the picture. */
  imageChange(image: string): RowChanges;
  /** The changes that stamp a change's time. */
  changedAt(now: string): RowChanges;
}

export interface RecordService<Record, Input, Patch> {
  /** The record, or a 404. */
  get(db: Db, id: string): Promise<Record>;
  /** A new record, its picture (if any) saved in the same transaction. */
  create(db: Db, input: Input): Promise<Record>;
  /** The record with the patch's fields changed: a 404 if it is gone, a 400 if nothing changes. */
  update(db: Db, id: string, patch: Patch): Promise<Record>;
  /** Deletes the record, or a 404. */
  remove(db: Db, id: string): Promise<void>;
}

/**
 * The rules every record with a picture follows (meetings, courses): ids and times are the
 * server's; a picture is checked and re-encoded before the transaction (it takes a while, and
 * SQLite holds its one connection for a transaction) and saved in it with the record, so a
 * record that is not saved leaves no picture behind.
 */
export function recordService<Row, NewRow, RowChanges extends object, Record, Input, Patch>(
  declaration: RecordDeclaration<Row, NewRow, RowChanges, Record, Input, Patch>,
): RecordService<Record, Input, Patch> {
  const { repository, noun, imageField } = declaration;
  const missing = () => notFound(`No ${noun} with this id`);
  const picture = (db: Db, value: unknown) =>
    value === undefined ? undefined : readImageField(db, imageField, value);

  return {
    async get(db, id) {
      const row = await repository.find(db, id);
      if (!row) throw missing();
      return declaration.toRecord(row);
    },

    async create(db, input) {
      const image = await picture(db, input[imageField]);
      return db.transaction().execute(async (trx) => {
        const url = image ? await saveImageField(trx, image) : '';
        const now = nowIso();
        const row = await repository.insert(trx, declaration.newRow(input, { id: newId(), image: url, now }));
        return declaration.toRecord(row);
      });
    },

    async update(db, id, patch) {
      if (!(await repository.find(db, id))) throw missing();
      const fields = withoutUndefined(declaration.changes(patch));
      const image = await picture(db, patch[imageField]);
      if (Object.keys(fields).length === 0 && !image) throw badRequest('Send at least one field to change');
      return db.transaction().execute(async (trx) => {
        const imageChange = image ? declaration.imageChange(await saveImageField(trx, image)) : {};
        const row = await repository.update(trx, id, {
          ...fields,
          ...imageChange,
          ...declaration.changedAt(nowIso()),
        });
        // Deleted meanwhile: the transaction is rolled back, picture included.
        if (!row) throw missing();
        return declaration.toRecord(row);
      });
    },

    async remove(db, id) {
      if (!(await repository.remove(db, id))) throw missing();
    },
  };
}
