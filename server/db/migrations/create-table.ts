import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

type ColumnBuild = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * A column as the migrations declare it: its name and type, NOT NULL unless its own `build` says
 * what it is instead (a key, a default, a reference).
 */
export type Column = readonly [name: string, type: ColumnDataType, build?: ColumnBuild];

export const primaryKey: ColumnBuild = (col) => col.primaryKey();
const notNull: ColumnBuild = (col) => col.notNull();

/**
 * Creates `table` with `columns` in their order. Not a migration (index.ts lists those): a helper
 * the migrations share, importing nothing from the app. Migrations that ran already depend on
 * what it writes, so it never changes; a new need is a new helper.
 */
export async function createTable(
  db: Kysely<unknown>,
  table: string,
  columns: readonly Column[],
): Promise<void> {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  for (const [name, type, build = notNull] of columns) builder = builder.addColumn(name, type, build);
  await builder.execute();
}
