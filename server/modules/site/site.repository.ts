import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { SiteContentRow } from '../../db/schema';

/** The documents site_content holds, one row each. */
export type SiteDocumentKey = 'settings' | 'home';

/**
 * A stored document (its JSON text and when it was saved), or undefined. `forUpdate`: inside a
 * transaction about to rewrite it, PostgreSQL holds the row until the transaction ends, so two
 * saves of one document (the settings and the logo) cannot both start from the same old copy.
 * SQLite has one writer at a time anyway and no such clause.
 */
export async function readSiteDocument(
  db: Db,
  key: SiteDocumentKey,
  { forUpdate = false } = {},
): Promise<Pick<SiteContentRow, 'value' | 'updated_at'> | undefined> {
  const query = db.selectFrom('site_content').select(['value', 'updated_at']).where('key', '=', key);
  const locking = forUpdate && db.getExecutor().adapter instanceof PostgresAdapter;
  return (locking ? query.forUpdate() : query).executeTakeFirst();
}

/** Stores the document under its key, in place of what was there. */
export async function writeSiteDocument(
  db: Db,
  key: SiteDocumentKey,
  value: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('site_content')
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Stores the document only where none is (the demo seed never overwrites a school's own). */
export async function addSiteDocument(
  db: Db,
  key: SiteDocumentKey,
  value: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('site_content')
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
