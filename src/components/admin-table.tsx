import { useId, type ReactNode, type Ref } from 'react';
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
 * An admin list as a table that scrolls sideways inside its own box on a narrow screen, never the
 * page. The box is focusable so a keyboard can scroll it, and it is where focus goes after a row
 * is removed.
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
        <tbody>
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
