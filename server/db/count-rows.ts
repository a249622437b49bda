import type { Db } from './database';
import type { Database } from './schema';

/** How many rows a table holds (PostgreSQL answers a count as a string, SQLite as a number). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
