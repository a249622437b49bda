import { useId, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import './admin-table.css';

export interface AdminTableProps {
  /** Says what the table lists (shown above it, and names the scrolling region). */
  caption: string;
  columns: readonly string[];
  /** Shown in the body while there are no rows: 'Loading...' while loading, else `emptyText`. */
  isEmpty: boolean;
  isLoading: boolean;
  emptyText: string;
  /** A refetch is running (rows stay, marked busy). */
  isBusy?: boolean;
  /** The rows (<tr>), each with one cell per column. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An admin list as a table. Where its box is narrower than the table needs (a phone, a tablet
 * beside the sidebar), each row becomes a card of 'label: value' lines, so Edit and Delete never
 * hide off to the side. The box is focusable, and it is where focus goes after a row is removed.
 */
export function AdminTable({
  caption,
  columns,
  isEmpty,
  isLoading,
  emptyText,
  isBusy = false,
  children,
  ref,
}: AdminTableProps) {
  const captionId = useId();
  const body = useRef<HTMLTableSectionElement>(null);

  // Each cell carries its column's name, which the card layout shows before the value.
  useLayoutEffect(() => {
    for (const row of body.current?.rows ?? []) {
      Array.from(row.cells).forEach((cell, index) => {
        const column = columns[index];
        if (column !== undefined && cell.colSpan === 1) cell.dataset['label'] = column;
      });
    }
  });

  return (
    <div ref={ref} className="admin-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table__table" aria-busy={isLoading || isBusy}>
        <caption id={captionId} className="admin-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {children}
          {isEmpty && (
            <tr>
              <td colSpan={columns.length} className="admin-table__state">
                {isLoading ? 'Loading...' : emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export interface RowActionsProps {
  /** The row's name, so a screen reader hears which row's button it is on. */
  name: string;
  /** Where Edit leads; no Edit without it. */
  editTo?: string | undefined;
  deleting: boolean;
  /** No Delete without it. */
  onDelete?: (() => void) | undefined;
  /** Said where a Delete would be, e.g. why this row cannot be deleted. */
  note?: string | undefined;
}

/** A row's Edit link and Delete button. */
export function RowActions({ name, editTo, deleting, onDelete, note }: RowActionsProps) {
  return (
    <div className="admin-table__actions">
      {editTo !== undefined && (
        <Link className="admin-table__action" to={editTo} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className="admin-table__action admin-table__action--danger"
          disabled={deleting}
          aria-label={`${deleting ? 'Deleting' : 'Delete'} ${name}`}
          onClick={onDelete}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      )}
      {note !== undefined && <span className="admin-table__note">{note}</span>}
    </div>
  );
}
