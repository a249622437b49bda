import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AdminListPage, type AdminListLink } from '@/components/admin-list-page';
import { AdminTable, RowActions } from '@/components/admin-table';
import { LoadProblem } from '@/components/offline-notice';
import { Pager } from '@/components/pager';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '@/hooks/use-confirmed-delete';
import { serverReason } from '@/lib/api-errors';
import type { RecordPage } from '@/lib/record-answers';

/** Where a row is among those the table shows: from 0, of `count`. */
export interface RowPlace {
  index: number;
  count: number;
}

export interface RecordColumn<R> {
  header: string;
  cell: (record: R, place: RowPlace) => ReactNode;
  className?: string;
  /** The cell that names the row (a row header for screen readers). */
  names?: boolean;
}

/** A page query hook as RTK Query makes it (lib/record-api's recordPageQuery). */
type PageQueryHook<R> = (
  arg: { page: number },
  options: { refetchOnMountOrArgChange: boolean },
) => {
  data?: RecordPage<R> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  /** When the page shown was loaded (the last good answer, kept when a later read failed). */
  fulfilledTimeStamp?: number | undefined;
  refetch: () => unknown;
};

/** A delete mutation hook as RTK Query makes it. */
type DeleteHook = () => readonly [(id: string) => { unwrap: () => Promise<unknown> }, ...unknown[]];

/** What one record type's admin table declares: its page, its columns, its words, its calls. */
export interface RecordTableDeclaration<R extends { _id: string }> {
  title: string;
  /** Says what the table lists. */
  caption: string;
  columns: readonly RecordColumn<R>[];
  /** Shown in the body when there is nothing to list. */
  emptyText: string;
  /** Names the pager, e.g. 'Meetings pages'. */
  pagerLabel: string;
  /** The links under the list; the first is the main one. */
  links?: readonly AdminListLink[];
  linksLabel?: string;
  usePage: PageQueryHook<R>;
  /** Before the number of records, e.g. 'Total Meetings' (: 27). */
  totalLabel: string;
  /** Logged with the error when a page cannot be read, beside the failure the page shows. */
  loadFailureLog: string;
  /** The row's name for its buttons ('Edit Science Fair'). */
  rowName: (record: R) => string;
  /** Where a row's Edit leads; no Edit without it. */
  editHref?: (id: string) => string;
  /** A row's Delete, asked first; no Delete without it. */
  remove?: Omit<ConfirmedDeleteOptions<R>, 'remove' | 'onDeleted'> & { useDelete: DeleteHook };
}

/** Why the list is not there, in the server's words when it gave some. */
function failureText(error: unknown): string {
  const reason = serverReason(error);
  return reason === undefined
    ? 'The list could not be loaded: the server could not be reached.'
    : `The list could not be loaded: ${reason}`;
}

/** Without a Delete: nothing is ever asked. */
const NO_DELETE: DeleteHook = () => [() => ({ unwrap: () => Promise.resolve() })];

/**
 * An admin list page: one page of records at a time, fetched again on every visit since another
 * admin may have changed it; a failed load says so, offers to try again and is logged; a row goes
 * as soon as the server has deleted it, before the list is read again, and the keyboard stays in
 * the table.
 */
export function RecordTablePage<R extends { _id: string }>({
  declaration,
  keep,
}: {
  declaration: RecordTableDeclaration<R>;
  /** A row that may not be deleted (the admin's own account), and why: said instead of Delete. */
  keep?: ((record: R) => string | undefined) | undefined;
}) {
  const { columns, editHref, remove, rowName, loadFailureLog } = declaration;
  const [page, setPage] = useState(1);
  const table = useRef<HTMLDivElement>(null);
  // Deleted here: gone from the table at once, whatever the page read before said.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const listQuery = declaration.usePage({ page }, { refetchOnMountOrArgChange: true });
  const { data, isLoading, isFetching, isError, error } = listQuery;
  const [deleteRecord] = (remove?.useDelete ?? NO_DELETE)();
  const { isDeleting, requestDelete } = useConfirmedDelete<R>({
    question: remove?.question ?? '',
    consequence: remove?.consequence ?? rowName,
    failureLog: remove?.failureLog ?? '',
    refusalTitle: remove?.refusalTitle,
    remove: (id) => deleteRecord(id).unwrap(),
    onDeleted: (id) => {
      setGone((current) => new Set(current).add(id));
      table.current?.focus();
    },
  });

  useEffect(() => {
    if (isError) console.error(loadFailureLog, error);
  }, [isError, error, loadFailureLog]);

  const records = (data?.records ?? []).filter((record) => !gone.has(record._id));
  const total = data && data.total - (data.records.length - records.length);
  const hasActions = editHref !== undefined || remove !== undefined;
  const headers = columns.map((column) => column.header);

  return (
    <AdminListPage
      title={declaration.title}
      total={total === undefined ? undefined : `${declaration.totalLabel}: ${total}`}
      links={declaration.links ?? []}
      linksLabel={declaration.linksLabel ?? declaration.title}
    >
      <LoadProblem query={listQuery} failure={failureText} />
      <AdminTable
        ref={table}
        caption={declaration.caption}
        columns={hasActions ? [...headers, 'Actions'] : headers}
        isEmpty={records.length === 0}
        isLoading={isLoading}
        isBusy={isFetching}
        emptyText={isError && !data ? 'Not loaded.' : declaration.emptyText}
      >
        {records.map((record, index) => (
          <tr key={record._id}>
            {columns.map((column) => {
              const Cell = column.names ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.names ? 'row' : undefined}
                  className={column.className}
                >
                  {column.cell(record, { index, count: records.length })}
                </Cell>
              );
            })}
            {hasActions && (
              <td>
                <RowActions
                  name={rowName(record)}
                  editTo={editHref?.(record._id)}
                  deleting={isDeleting(record._id)}
                  onDelete={remove && keep?.(record) === undefined ? () => requestDelete(record) : undefined}
                  note={keep?.(record)}
                />
              </td>
            )}
          </tr>
        ))}
      </AdminTable>
      <Pager
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={setPage}
        label={declaration.pagerLabel}
      />
    </AdminListPage>
  );
}
