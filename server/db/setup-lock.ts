import { sql } from 'kysely';
import type { DatabaseEngine, Db } from './database';

/** Any fixed number: every instance of this backend takes the same PostgreSQL advisory lock. */
const SETUP_LOCK_KEY = 72_310_455;
/** How often a waiting instance asks for the lock again. */
const RETRY_MS = 200;
/** How long an instance waits for another's set-up (first-start demo pictures take seconds on a busy machine). */
export const SETUP_WAIT_MS = 5 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the set-up lock, asking again until it is free. Not one blocking pg_advisory_lock: that
 * query would wait as long as the other instance works and meet the pool's query timeout, which
 * stopped instances that were only waiting their turn.
 */
async function takeLock(connection: Db, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${sql.lit(SETUP_LOCK_KEY)}) as locked`.execute(connection);
    if (rows[0]?.locked === true) return;
    if (Date.now() >= deadline)
      throw new Error(
        `Another instance has been setting up the database for over ${Math.round(waitMs / 1000)} s; start this one again once it is up.`,
      );
    await pause(RETRY_MS);
  }
}

/**
 * Runs start-up set-up (migrations, the admin account, demo content) in one instance at a time.
 * On PostgreSQL several instances may start together: the first takes the lock and does the work,
 * the others wait for it and then find nothing left to do. SQLite belongs to one process.
 */
export async function withSetupLock<T>(
  db: Db,
  engine: DatabaseEngine,
  work: () => Promise<T>,
  waitMs = SETUP_WAIT_MS,
): Promise<T> {
  if (engine !== 'postgresql') return work();
  // A session lock on a connection of its own, so the work may use the rest of the pool.
  return db.connection().execute(async (connection) => {
    await takeLock(connection, waitMs);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SETUP_LOCK_KEY)})`.execute(connection);
    }
  });
}
