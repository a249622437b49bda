import { PostgresAdapter, sql, type Kysely } from 'kysely';

const OPERATIONS = ['insert', 'update', 'delete'] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Gives each table a change counter in data_versions (at 1), raised by the database itself in the
 * same transaction as any change to the table. On PostgreSQL the triggers call
 * bump_data_version(), which 0003 creates, once per statement; SQLite has only row triggers. Not
 * a migration (index.ts lists those): a helper the migrations share, importing nothing from the
 * app; migrations that ran already depend on what it writes, so it never changes.
 */
export async function addChangeCounters(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  await sql`insert into data_versions (name, version) values ${sql.join(
    tables.map((name) => sql`(${name}, 1)`),
  )}`.execute(db);
  for (const table of tables) {
    if (isPostgres(db)) {
      await sql`
        create trigger ${sql.id(`${table}_data_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version(${sql.lit(table)})`.execute(db);
      continue;
    }
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

/** Undoes addChangeCounters: the tables' triggers and their counters. */
export async function dropChangeCounters(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) {
      await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
      continue;
    }
    for (const operation of OPERATIONS) {
      await sql`drop trigger if exists ${sql.id(`${table}_data_version_${operation}`)}`.execute(db);
    }
  }
  await sql`delete from data_versions where name in (${sql.join([...tables])})`.execute(db);
}
