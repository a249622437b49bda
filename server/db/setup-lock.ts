import { sql } from 'kysely';
import type { DatabaseEngine, Db } from './database';

/** Any fixed number: every instance of this backend takes the same PostgreSQL advisory lock. */
const SETUP_LOCK_KEY = 72_310_455;

/**
 * Runs start-up set-up (migrations, the admin account, demo content) in one instance at a time.
 * On PostgreSQL several instances may start together: the first takes the lock and does the work,
 * the others wait for it and then find nothing left to do. SQLite belongs to one process.
 */
export async function withSetupLock<T>(db: Db, engine: DatabaseEngine, work: () => Promise<T>): Promise<T> {
  if (engine !== 'postgresql') return work();
  // A session lock on a connection of its own, so the work may use the rest of the pool.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SETUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SETUP_LOCK_KEY)})`.execute(connection);
    }
  });
}
