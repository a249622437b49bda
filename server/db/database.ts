import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export function createDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) {
    throw new Error('PostgreSQL support is not built yet; unset DATABASE_URL to use SQLite');
  }
  const sqlite = new SQLite(path.join(config.dataDir, 'school.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}
