import { sql, type Selectable } from 'kysely';
import { countRows } from './count-rows';
import type { Db } from './database';
import type { Database } from './schema';

/** Which rows of a list one page holds: `limit` of them after the first `offset` (pageRequest gives it). */
export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * A list's order: its columns in turn (in the order written), each ascending or descending, the
 * last one unique (the id) so that a row's place in the list never changes between calls.
 */
export type RowOrder<T extends keyof Database> = Partial<Record<keyof Database[T] & string, 'asc' | 'desc'>>;

/** Newest first (the admin's lists of what came in): by created_at, then id. */
export const NEWEST_FIRST = { created_at: 'desc', id: 'desc' } as const;

/**
 * One page of a table's rows in `order`, and how many rows it holds (the whole list, for its
 * page count). Kysely cannot follow a table name that is a type parameter through its query
 * types, so the query is written against every table and its rows are those of `table`.
 */
export async function pageOfRows<T extends keyof Database>(
  db: Db,
  table: T,
  order: RowOrder<T>,
  window: RowWindow,
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const from: keyof Database = table;
  let query = db.selectFrom(from).selectAll();
  const directions: { readonly [column: string]: 'asc' | 'desc' | undefined } = order;
  for (const [column, direction] of Object.entries(directions)) {
    query = query.orderBy(sql.ref(column), direction);
  }
  const [rows, total] = await Promise.all([
    query.limit(window.limit).offset(window.offset).execute(),
    countRows(db, table),
  ]);
  return { rows: rows as Selectable<Database[T]>[], total };
}
