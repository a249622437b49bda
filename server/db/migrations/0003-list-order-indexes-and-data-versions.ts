import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createMeetingIndexes } from './0001-initial';
import { addChangeCounters, dropChangeCounters } from './change-counters';
import { createTable, primaryKey } from './create-table';

/** The tables whose public lists are cached by version (server/db/data-versions.ts). */
const VERSIONED = ['meetings', 'courses'] as const;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // Indexes in the exact order the lists sort by, ending in the id that breaks ties, so a page
  // is a walk along the index from a known row instead of a sort of every matching row; the
  // category one also serves "this category from today on".
  await db.schema.dropIndex('meetings_date_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_category_date_idx').ifExists().execute();
  await db.schema.createIndex('meetings_order_idx').on('meetings').columns(['date', 'title', 'id']).execute();
  await db.schema
    .createIndex('meetings_category_order_idx')
    .on('meetings')
    .columns(['category', 'date', 'title', 'id'])
    .execute();
  await db.schema
    .createIndex('courses_order_idx')
    .on('courses')
    .columns(['rating desc', 'title', 'id'])
    .execute();

  // One counter per table, raised by the database itself in the same transaction as any change
  // to the table (whoever makes it: any instance, the seed, a bulk import). Reading it is one
  // primary-key lookup, so every instance can tell at once whether what it computed is current.
  await createTable(db, 'data_versions', [
    ['name', 'varchar(32)', primaryKey],
    ['version', 'integer'],
  ]);
  if (isPostgres) {
    // Once per statement: a bulk insert raises the counter once, not once per row.
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end
      $$`.execute(db);
  }
  await addChangeCounters(db, VERSIONED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropChangeCounters(db, VERSIONED);
  if (isPostgres) await sql`drop function if exists bump_data_version()`.execute(db);
  await db.schema.dropTable('data_versions').ifExists().execute();
  await db.schema.dropIndex('courses_order_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_category_order_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_order_idx').ifExists().execute();
  await createMeetingIndexes(db);
}
