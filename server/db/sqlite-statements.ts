import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How many prepared statements a SQLite connection keeps. The server's queries are a few hundred
 * distinct texts at most; a list that grows with its input (`in (?, ?, …)`) makes a new text per
 * length, and the least recently used is dropped first.
 */
export const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely's SQLite dialect sees it, with each statement prepared once: the
 * dialect prepares every query it runs (SQLite compiles the text again each time, about a tenth of
 * a millisecond on the event loop), so a registration's few statements, a session check or a
 * counter read paid it on every request. A statement is reused only once its last run has ended:
 * the driver runs them synchronously (`all`, `run`), and SQLite recompiles a kept statement by
 * itself when the schema changed under it.
 */
export function keepingStatements(connection: SQLite.Database, size = STATEMENTS_KEPT): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = kept.get(sql);
      if (statement) {
        // Most recently used last: Map keeps insertion order.
        kept.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (kept.size >= size) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
      }
      kept.set(sql, statement);
      return statement;
    },
    close: () => {
      kept.clear();
      connection.close();
    },
  };
}
