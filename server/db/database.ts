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
import type { Config } from '../config';
import { CounterWatch } from './counter-watch';
import { createPrivateFile, DATA_FILES } from './data-dir';
import {
  countersRaisedBy,
  keepCounterWatch,
  keepSqliteConnection,
  readAllCounters,
  versionsPlugin,
} from './data-versions';
import { migrations } from './migrations';
import { createBoundedPool, DEFAULT_POOL_SIZE } from './pool';
import type { Database } from './schema';
import { keepingStatements } from './sqlite-statements';

export type Db = Kysely<Database>;

export type DatabaseEngine = 'postgresql' | 'sqlite';

/** PostgreSQL when DATABASE_URL is set (several instances can share it), else SQLite in DATA_DIR. */
export const databaseEngine = (config: Pick<Config, 'databaseUrl'>): DatabaseEngine =>
  config.databaseUrl ? 'postgresql' : 'sqlite';

export interface DatabaseOptions {
  /** `log` sees every query's outcome (storage-health.ts watches it for failed writes). */
  log?: (event: LogEvent) => void;
  /** PostgreSQL: the most connections this handle keeps (default: DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Who uses this handle, in logs: the requests ('web', the default) or the mail sender ('mail'). */
  name?: string;
}

/**
 * A handle on the database. The requests share one; on PostgreSQL the mail sender opens its own
 * (connections of its own, so a rush of requests never starves it). On SQLite everything shares
 * the one connection: a second one waiting for the write lock would block the event loop (the
 * driver is synchronous), and SQLite has one writer anyway.
 */
export function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'databasePoolSize'>>,
  options: DatabaseOptions = {},
): Db {
  const { log } = options;
  if (config.databaseUrl) {
    const watch: CounterWatch = new CounterWatch({
      connectionString: config.databaseUrl,
      read: () => readAllCounters(db),
      warn: (message) => console.warn(message),
    });
    const pool = createBoundedPool({
      connectionString: config.databaseUrl,
      size: options.poolSize ?? config.databasePoolSize ?? DEFAULT_POOL_SIZE,
      name: options.name ?? 'web',
      onCommittedWrite: (statements, schema) =>
        watch.ownWriteCommitted(schema ? 'schema' : countersRaisedBy(statements)),
      onEnd: () => watch.close(),
    });
    const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    keepCounterWatch(db, watch);
    return db;
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
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
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
