import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { withoutUndefined } from '../../lib/defined';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { auditChanges, recordAudit, type AuditActor } from '../audit/audit-record';
import { readImageField, saveImageField } from '../uploads/image-field';
import type {
  NewRecordRow,
  RecordRepository,
  RecordRow,
  RecordRowUpdate,
  RecordTable,
} from './record-queries';

/** The columns every record table has: a text id and the times a row was made and last changed. */
interface StampedRow {
  id: string;
  created_at: string;
  updated_at: string;
}

/** What every record carries from its row: its id (twice, as the wire contract has it) and times. */
export function recordStamps(row: StampedRow) {
  return { _id: row.id, id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
}

/**
 * A row's own columns: all but its id and times (recordStamps gives those). Most keep their names
 * on the wire, so a record is its stamps, these, and the few its resource renames.
 */
export function ownColumns<Row extends StampedRow>(row: Row): Omit<Row, keyof StampedRow> {
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, ...columns } = row;
  return columns;
}

/**
 * A record's picture, when it has one (meetings, courses): the form field carrying it (a file or a
 * link, e.g. meetingImage) and the changes that set it. A record without one (a content page)
 * declares neither.
 */
export type PictureDeclaration<RowChanges, Input, Patch> =
  | {
      imageField: keyof Input & keyof Patch & string;
      imageChange: (image: string) => RowChanges;
    }
  | { imageField?: undefined; imageChange?: undefined };

/**
 * What a resource does inside the kit's write transactions, beyond writing its row (a meeting:
 * its registration lock, the seats a raised capacity frees, the registrants' e-mails). Every hook
 * runs in the transaction, so what it writes is kept or rolled back with the record.
 */
export interface RecordHooks<Row> {
  /**
   * Opens a change's or a deletion's transaction and reads the record as it stands in it, e.g.
   * under a lock (undefined: it is gone). By default a plain transaction and a read.
   */
  transaction?: <T>(db: Db, id: string, work: (trx: Db, before: Row | undefined) => Promise<T>) => Promise<T>;
  /** After the row was made: what else its making does. Answers the row to send (re-read if it moved). */
  afterCreate?: (trx: Db, row: Row) => Promise<Row>;
  /** After the row changed: what else the change does. Answers the row to send (re-read if it moved). */
  afterUpdate?: (trx: Db, change: { before: Row; row: Row }) => Promise<Row>;
  /** Before the row is deleted: what its going does to others (e-mails). */
  beforeRemove?: (trx: Db, before: Row) => Promise<void>;
}

/** What a resource declares: its name, its picture (if any), its queries and its row mapping. */
export type RecordDeclaration<Row, NewRow, RowChanges, Record, Input, Patch> = {
  /** As in messages: "No meeting with this id". */
  noun: string;
  repository: RecordRepository<Row, NewRow, RowChanges>;
  toRecord(row: Row): Record;
  /** The row of a new record (its id and times are given; image is '' for a record without a picture). */
  newRow(input: Input, meta: { id: string; image: string; now: string }): NewRow;
  /** The changes a patch makes (undefined for what it leaves alone), but for the picture. */
  changes(patch: Patch): RowChanges;
  /** Work inside its write transactions; none for a record whose writes touch only its row. */
  hooks?: RecordHooks<Row>;
  /**
   * How its writes go in the audit log: the fields not worth an entry (counts kept by other
   * tables). Its kind of record is its noun; the picture, if any, is recorded by its file name.
   */
  audit?: { leaveOut?: readonly string[] };
} & PictureDeclaration<RowChanges, Input, Patch>;

/** The declaration of a resource kept in one of the record tables: its row types are the table's. */
export type TableRecordDeclaration<T extends RecordTable, Record, Input, Patch> = RecordDeclaration<
  RecordRow<T>,
  NewRecordRow<T>,
  RecordRowUpdate<T>,
  Record,
  Input,
  Patch
>;

/** A declaration's picture as the service uses it, or undefined for a record without one. */
function pictureRules<RowChanges, Input, Patch>(
  declaration: PictureDeclaration<RowChanges, Input, Patch>,
): { field: string; change: (image: string) => RowChanges } | undefined {
  const { imageField, imageChange } = declaration;
  if (imageField === undefined || imageChange === undefined) return undefined;
  return { field: imageField, change: (image) => imageChange(image) };
}

/**
 * A record's calls. Each write is made by a member of staff (`actor`) and recorded in the audit
 * log in its own transaction: the entry is there exactly when the write is.
 */
export interface RecordService<Record, Input, Patch> {
  /** The record, or a 404. */
  get(db: Db, id: string): Promise<Record>;
  /** A new record, its picture (if any) saved in the same transaction. */
  create(db: Db, input: Input, actor: AuditActor): Promise<Record>;
  /** The record with the patch's fields changed: a 404 if it is gone, a 400 if nothing changes. */
  update(db: Db, id: string, patch: Patch, actor: AuditActor): Promise<Record>;
  /** Deletes the record, or a 404. */
  remove(db: Db, id: string, actor: AuditActor): Promise<void>;
}

/**
 * The rules every record follows (meetings, courses, content pages): ids and times are the
 * server's; a picture, for a record that has one, is checked and re-encoded before the
 * transaction (it takes a while, and SQLite holds its one connection for a transaction) and saved
 * in it with the record, so a record that is not saved leaves no picture behind.
 */
export function recordService<
  Row,
  NewRow,
  // Every record table stamps a change's time in updated_at.
  RowChanges extends { updated_at?: string },
  Record,
  Input,
  Patch,
>(
  declaration: RecordDeclaration<Row, NewRow, RowChanges, Record, Input, Patch>,
): RecordService<Record, Input, Patch> {
  const { repository, noun, hooks = {}, audit } = declaration;
  const missing = () => notFound(`No ${noun} with this id`);
  const pictures = pictureRules(declaration);
  /** The picture a create or a change sends, checked; none for a record without pictures. */
  const picture = (db: Db, sent: Input | Patch) => {
    const value = pictures && (sent as { readonly [field: string]: unknown })[pictures.field];
    return pictures && value !== undefined ? readImageField(db, pictures.field, value) : undefined;
  };
  const imageChange = (image: string): RowChanges | undefined => pictures?.change(image);
  const changeRules = { pictures: pictures ? [pictures.field] : [], leaveOut: audit?.leaveOut ?? [] };
  /** The write's entry in the audit log, in its transaction: what changed from `before` to `after`. */
  const recordWrite = (
    trx: Db,
    actor: AuditActor,
    action: 'create' | 'change' | 'delete',
    id: string,
    [before, after]: [Record | undefined, Record | undefined],
  ) =>
    recordAudit(trx, actor, {
      action,
      kind: noun,
      recordId: id,
      changes: auditChanges(before, after, changeRules),
    });
  /** A change's or a deletion's transaction, with the record as it stands in it (a 404 if gone). */
  const writing = <T>(db: Db, id: string, work: (trx: Db, before: Row) => Promise<T>): Promise<T> => {
    const withRecord = async (trx: Db, before: Row | undefined) => {
      if (!before) throw missing();
      return work(trx, before);
    };
    return hooks.transaction
      ? hooks.transaction(db, id, withRecord)
      : inTransaction(db, async (trx) => withRecord(trx, await repository.find(trx, id)));
  };

  return {
    async get(db, id) {
      const row = await repository.find(db, id);
      if (!row) throw missing();
      return declaration.toRecord(row);
    },

    async create(db, input, actor) {
      const image = await picture(db, input);
      return inTransaction(db, async (trx) => {
        const url = image ? await saveImageField(trx, image) : '';
        const now = nowIso();
        const id = newId();
        const inserted = await repository.insert(trx, declaration.newRow(input, { id, image: url, now }));
        const record = declaration.toRecord(
          hooks.afterCreate ? await hooks.afterCreate(trx, inserted) : inserted,
        );
        await recordWrite(trx, actor, 'create', id, [undefined, record]);
        return record;
      });
    },

    async update(db, id, patch, actor) {
      // A 404 first, then what is sent: the picture checked and re-encoded before the transaction.
      if (!(await repository.find(db, id))) throw missing();
      const fields = withoutUndefined(declaration.changes(patch));
      const image = await picture(db, patch);
      if (Object.keys(fields).length === 0 && !image) throw badRequest('Send at least one field to change');
      // Deleted meanwhile: the transaction is rolled back, picture included.
      return writing(db, id, async (trx, before) => {
        const changedImage = image ? imageChange(await saveImageField(trx, image)) : undefined;
        const row = await repository.update(trx, id, {
          ...fields,
          ...changedImage,
          updated_at: nowIso(),
        });
        if (!row) throw missing();
        // Written before the resource's own work: should that fail, the entry goes with the change.
        await recordWrite(trx, actor, 'change', id, [
          declaration.toRecord(before),
          declaration.toRecord(row),
        ]);
        return declaration.toRecord(hooks.afterUpdate ? await hooks.afterUpdate(trx, { before, row }) : row);
      });
    },

    async remove(db, id, actor) {
      await writing(db, id, async (trx, before) => {
        await recordWrite(trx, actor, 'delete', id, [declaration.toRecord(before), undefined]);
        await hooks.beforeRemove?.(trx, before);
        if (!(await repository.remove(trx, id))) throw missing();
      });
    },
  };
}
