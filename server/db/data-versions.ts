import type { Db } from './database';

/** Tables with a change counter (migration 0003 keeps one per table here). */
export type VersionedTable = 'meetings' | 'courses';

/**
 * The table's change counter: it moves with every committed insert, update or delete, through
 * whichever instance (or tool) made it, so a list computed at one value is still right while the
 * counter shows it. One primary-key lookup.
 */
export async function dataVersion(db: Db, table: VersionedTable): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', table)
    .executeTakeFirst();
  return row?.version ?? 0;
}
