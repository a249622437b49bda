import { recordAdminPaths } from '@/config/record-admin-paths';
import {
  BY_TITLE,
  imageColumn,
  nameBy,
  namingColumn,
  removedFromWebsite,
  type RowNaming,
} from './record-cells';
import type { FieldRow, RecordValues } from './record-fields';
import { CreateRecordPage, EditRecordPage, type RecordFormPagesDeclaration } from './record-form-pages';
import { orderColumn } from './record-order';
import type { RecordScreens } from './record-section';
import { RecordSectionMenu } from './record-section-menu';
import { RecordTablePage, type RecordColumn, type RecordTableDeclaration } from './record-table-page';

/** A record's name as its screens' words say it, lower case: { one: 'course', many: 'courses' }. */
export interface RecordNoun {
  one: string;
  /** Its collection: also its admin paths' name (/admin/courses…). */
  many: string;
  /** Its section's name in the menu's title and the table's way back; the record's (Course) when left out. */
  section?: string;
}

/** Every word a record's four screens use; recordWords says them all by one rule. */
export interface RecordWords {
  menuTitle: string;
  /** The menu's link to the create form. */
  createLink: string;
  createDescription: string;
  /** The menu's link to the table, and the table's title. */
  manage: string;
  manageDescription: string;
  caption: string;
  /** The table's body when there is nothing to list. */
  empty: string;
  pager: string;
  /** The table's link to the create form. */
  createNew: string;
  back: string;
  linksLabel: string;
  total: string;
  pageFailureLog: string;
  deleteQuestion: string;
  deleteFailureLog: string;
  /** The popup's title when the server refuses a delete and says why (a record still in use). */
  deleteRefused: string;
  /** The popup's title when a move up or down is refused (a record kept in an order). */
  moveFailed: string;
  moveFailureLog: string;
  /** Under the popup after a save, before the return to the table. */
  saved: string;
  /** The create form's heading and button. */
  create: string;
  created: string;
  createFailed: string;
  editHeading: string;
  update: string;
  updated: string;
  updateFailed: string;
  notFoundLog: string;
  recordFailureLog: string;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The words of a record's screens, from its name: what a resource says otherwise it overrides. */
export function recordWords({ one, many, section }: RecordNoun): Omit<RecordWords, 'caption'> {
  const [One, Many] = [capital(one), capital(many)];
  const Section = section ?? One;
  return {
    menuTitle: `Welcome to the ${Section} Section`,
    createLink: `Create ${One}`,
    createDescription: `Add a new ${one} to the website.`,
    manage: `Manage ${Many}`,
    manageDescription: `See every ${one} and edit or delete it.`,
    empty: `No ${many} available`,
    pager: `${Many} pages`,
    createNew: `Create New ${One}`,
    back: `Back to ${Section} Section`,
    linksLabel: `${Many} section`,
    total: `Total ${Many}`,
    pageFailureLog: `Failed to fetch ${many}`,
    deleteQuestion: `Delete this ${one}?`,
    deleteFailureLog: `Failed to delete ${one}`,
    deleteRefused: `Could not delete the ${one}`,
    moveFailed: `Could not move the ${one}`,
    moveFailureLog: `Failed to move ${one}`,
    saved: `Redirecting to your ${many}...`,
    create: `Create ${One}`,
    created: `${One} Created Successfully`,
    createFailed: `Failed to create ${One}`,
    editHeading: `Edit ${One}`,
    update: `Update ${One}`,
    updated: `${One} Updated Successfully`,
    updateFailed: `Failed to update ${One}`,
    notFoundLog: `No ${many} found`,
    recordFailureLog: `Failed to fetch ${one}`,
  };
}

type Hook<Props extends string, H> = { [P in Props]: H };

/** A record's words that are not recordWords' (the caption, which says what the table lists, always is). */
export type OwnWords = Partial<RecordWords> & Pick<RecordWords, 'caption'>;

/** A record's admin calls as lib/record-api's recordCalls gives them: the screens use their hooks. */
export interface RecordCallHooks<R extends { _id: string }> {
  page: Hook<'useQuery', RecordTableDeclaration<R>['usePage']>;
  one: Hook<'useQuery', RecordFormPagesDeclaration<R, never>['useReadOne']>;
  create: Hook<'useMutation', RecordFormPagesDeclaration<R, never>['useCreate']>;
  update: Hook<'useMutation', RecordFormPagesDeclaration<R, never>['useUpdate']>;
  remove: Hook<'useMutation', NonNullable<RecordTableDeclaration<R>['remove']>['useDelete']>;
}

/** What one record's admin section declares: its name, its calls, its columns and fields, its own words. */
export interface RecordScreensDeclaration<
  R extends { _id: string; title?: string | undefined } & RecordValues<N>,
  N extends string,
> {
  noun: RecordNoun;
  calls: RecordCallHooks<R>;
  /** The field that names a row (its column comes first after the picture): the title unless said. */
  naming?: RowNaming<R>;
  /**
   * A record kept in an order of the school's (categories): the field holding its place, from 1;
   * the table gets a column with each row's Move up and Move down.
   */
  ordered?: { field: string; place: (record: R) => number | undefined };
  /** The table's columns after its picture (when it has one), its name and its place. */
  columns: readonly RecordColumn<R>[];
  fields: readonly FieldRow<N>[];
  words: OwnWords;
  /** A record with a picture: the part its file is sent in, and the picture it has now. */
  image?: { part: string; of: (record: R) => string | undefined };
  /** Around the table, for a table that needs room of its own. */
  manageClassName?: string;
}

/**
 * A record's four admin screens (its menu, table and create and edit forms) at its paths
 * (config/record-admin-paths), with the kit's behaviour and the resource's own words: the table's
 * rows named by their title (or the field `naming` says), a delete asking first and saying why
 * the server refused it, the forms returning to the table.
 */
export function recordScreensOf<
  R extends { _id: string; title?: string | undefined } & RecordValues<N>,
  N extends string,
>(declared: RecordScreensDeclaration<R, N>): RecordScreens {
  const { noun, calls, image, ordered, naming = BY_TITLE } = declared;
  const at = recordAdminPaths(noun.many);
  const words = { ...recordWords(noun), ...declared.words };
  const rowName = nameBy(naming);
  const order =
    ordered &&
    orderColumn<R>({
      ...ordered,
      useUpdate: calls.update.useMutation,
      rowName,
      failureTitle: words.moveFailed,
      failureLog: words.moveFailureLog,
    });
  const table: RecordTableDeclaration<R> = {
    title: words.manage,
    caption: words.caption,
    columns: [
      ...(image ? [imageColumn(image.of)] : []),
      namingColumn(naming),
      ...(order ? [order] : []),
      ...declared.columns,
    ],
    emptyText: words.empty,
    pagerLabel: words.pager,
    links: [
      { to: at.create, label: words.createNew },
      { to: at.menu, label: words.back },
    ],
    linksLabel: words.linksLabel,
    usePage: calls.page.useQuery,
    totalLabel: words.total,
    loadFailureLog: words.pageFailureLog,
    rowName,
    editHref: at.edit.href,
    remove: {
      question: words.deleteQuestion,
      consequence: (record) => removedFromWebsite(rowName(record)),
      failureLog: words.deleteFailureLog,
      refusalTitle: words.deleteRefused,
      useDelete: calls.remove.useMutation,
    },
  };
  const form: RecordFormPagesDeclaration<R, N> = {
    form: {
      idPrefix: noun.one,
      rows: declared.fields,
      ...(image && { imagePart: image.part }),
      listHref: at.manage,
      successText: words.saved,
    },
    ...(image && { imageOf: image.of }),
    create: {
      heading: words.create,
      submitLabel: words.create,
      successTitle: words.created,
      failureTitle: words.createFailed,
    },
    edit: {
      heading: words.editHeading,
      submitLabel: words.update,
      successTitle: words.updated,
      failureTitle: words.updateFailed,
    },
    notFoundLog: words.notFoundLog,
    loadFailureLog: words.recordFailureLog,
    useCreate: calls.create.useMutation,
    useUpdate: calls.update.useMutation,
    useReadOne: calls.one.useQuery,
  };
  const { manageClassName } = declared;
  return {
    Menu: () => (
      <RecordSectionMenu
        title={words.menuTitle}
        create={{ to: at.create, label: words.createLink, description: words.createDescription }}
        manage={{ to: at.manage, label: words.manage, description: words.manageDescription }}
      />
    ),
    Create: () => <CreateRecordPage declaration={form} />,
    Edit: () => <EditRecordPage declaration={form} />,
    Manage: manageClassName
      ? () => (
          <div className={manageClassName}>
            <RecordTablePage declaration={table} />
          </div>
        )
      : () => <RecordTablePage declaration={table} />,
  };
}
