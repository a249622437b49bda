import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables whose public lists are cached by version (server/db/data-versions.ts). */
const VERSIONED = ['meetings', 'courses'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

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
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into data_versions (name, version) values ${sql.join(
    VERSIONED.map((name) => sql`(${name}, 1)`),
  )}`.execute(db);

  if (isPostgres) {
    // Once per statement: a bulk insert raises the counter once, not once per row.
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end
      $$`.execute(db);
    for (const table of VERSIONED) {
      await sql`
        create trigger ${sql.id(`${table}_data_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version(${sql.lit(table)})`.execute(db);
    }
  } else {
    // SQLite has only row triggers.
    for (const table of VERSIONED) {
      for (const operation of OPERATIONS) {
        await sql`
          create trigger ${sql.id(`${table}_data_version_${operation}`)}
          after ${sql.raw(operation)} on ${sql.table(table)}
          begin
            update data_versions set version = version + 1 where name = ${sql.lit(table)};
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    for (const table of VERSIONED) {
      await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists bump_data_version()`.execute(db);
  } else {
    for (const table of VERSIONED) {
      for (const operation of OPERATIONS) {
        await sql`drop trigger if exists ${sql.id(`${table}_data_version_${operation}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('data_versions').ifExists().execute();
  await db.schema.dropIndex('courses_order_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_category_order_idx').ifExists().execute();
  await db.schema.dropIndex('meetings_order_idx').ifExists().execute();
  await db.schema.createIndex('meetings_date_idx').on('meetings').columns(['date', 'title']).execute();
  await db.schema
    .createIndex('meetings_category_date_idx')
    .on('meetings')
    .columns(['category', 'date'])
    .execute();
}
