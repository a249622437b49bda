import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { createPrivateFile, DATA_FILES } from './data-dir';
import { keepSqliteConnection, versionsPlugin } from './data-versions';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** How long a request waits for the database before it is answered with an error, not left hanging. */
const DB_TIMEOUT_MS = 5000;

export type DatabaseEngine = 'postgresql' | 'sqlite';

/** PostgreSQL when DATABASE_URL is set (several instances can share it), else SQLite in DATA_DIR. */
export const databaseEngine = (config: Pick<Config, 'databaseUrl'>): DatabaseEngine =>
  config.databaseUrl ? 'postgresql' : 'sqlite';

/** `log` sees every query's outcome (storage-health.ts watches it for failed writes). */
export function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  log?: (event: LogEvent) => void,
): Db {
  if (databaseEngine(config) === 'postgresql') {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: DB_TIMEOUT_MS,
      query_timeout: DB_TIMEOUT_MS * 2,
    });
    // A dropped idle connection (the server restarted) must not crash the process; the pool replaces it.
    pool.on('error', (error) =>
      console.warn('PostgreSQL connection lost; it will be replaced:', error.message),
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  const file = path.join(config.dataDir, DATA_FILES.database);
  // Created 0600 before SQLite opens it: it holds password hashes, emails and phone numbers.
  createPrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log,
    plugins: [versionsPlugin(sqlite)],
  });
  keepSqliteConnection(db, sqlite);
  return db;
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies the migrations this database lacks; returns their names (none when it was up to date). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
