import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it (or the commit)
 * fails, and the caller gets the error that made it fail. Every transaction of the app goes
 * through here. `writeLockFirst` (the seat decisions): on SQLite it begins IMMEDIATE, taking the
 * database's write lock before the first read, so nothing can slip in between a count and its
 * write; PostgreSQL's seat decisions lock their rows instead.
 *
 * Not Kysely's db.transaction(): after a failure it rolls back, and when that ROLLBACK fails its
 * error takes the place of the first. On SQLite a full disk fails a write (or the commit) with
 * SQLITE_FULL and may roll the transaction back by itself, so the ROLLBACK then fails with "cannot
 * rollback - no transaction is active": a 500 that hid the full disk, which plugins/errors answers
 * with 503 and Retry-After like every other write. So the first error is the one thrown, and a
 * ROLLBACK that fails after it is left unsaid: on SQLite there was no transaction left to end; on
 * PostgreSQL only a lost connection refuses one, and the pool replaces that connection.
 *
 * The same statements on both engines: on SQLite the one connection is held for the transaction
 * (other queries wait their turn, as for any transaction there); on PostgreSQL one of the pool's,
 * whose begin and commit the pool watches as it does Kysely's (db/pool.ts).
 */
export function inTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  { writeLockFirst = false } = {},
): Promise<T> {
  const immediate = writeLockFirst && !(db.getExecutor().adapter instanceof PostgresAdapter);
  return db.connection().execute(async (connection) => {
    await (immediate ? sql`begin immediate` : sql`begin`).execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
