import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { sqliteConnection, type Db } from './database';

/** Tables with a change counter (migration 0003 keeps one per table here). */
export type VersionedTable = 'meetings' | 'courses';

/** The lookup, compiled once per database: it runs on every public read. */
const compiled = new WeakMap<Db, Map<VersionedTable, CompiledQuery<{ version: number }>>>();
/** On SQLite, the same lookup prepared once on the connection. */
const prepared = new WeakMap<SQLite.Database, SQLite.Statement<[string], { version: number }>>();

function lookup(db: Db, table: VersionedTable): CompiledQuery<{ version: number }> {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = new Map<VersionedTable, CompiledQuery<{ version: number }>>()));
  let query = queries.get(table);
  if (!query) {
    query = db.selectFrom('data_versions').select('version').where('name', '=', table).compile();
    queries.set(table, query);
  }
  return query;
}

/**
 * The table's change counter: it moves with every committed insert, update or delete, through
 * whichever instance (or tool) made it, so a list computed at one value is still right while the
 * counter shows it. One primary-key lookup.
 *
 * On SQLite it is read straight from the connection with a statement prepared once (Kysely
 * prepares each query anew, which cost more than the lookup), unless a transaction is open on it:
 * then it could see a change that is not committed yet (and may be rolled back), so it waits for
 * the transaction through Kysely like any other query.
 */
export async function dataVersion(db: Db, table: VersionedTable): Promise<number> {
  const connection = sqliteConnection(db);
  if (connection && !connection.inTransaction) {
    let statement = prepared.get(connection);
    if (!statement) {
      statement = connection.prepare<[string], { version: number }>(
        'select version from data_versions where name = ?',
      );
      prepared.set(connection, statement);
    }
    return statement.get(table)?.version ?? 0;
  }
  const { rows } = await db.executeQuery(lookup(db, table));
  return rows[0]?.version ?? 0;
}
