import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Each change counter raised also tells every instance listening (server/db/counter-watch.ts),
  // when the transaction commits: "<schema> <table> <new value>". So an instance knows the
  // counters without asking the database on every public read.
  await sql`
    create or replace function bump_data_version() returns trigger language plpgsql as $$
    declare
      raised integer;
    begin
      update data_versions set version = version + 1 where name = TG_ARGV[0] returning version into raised;
      perform pg_notify('data_versions', TG_TABLE_SCHEMA || ' ' || TG_ARGV[0] || ' ' || raised);
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function bump_data_version() returns trigger language plpgsql as $$
    begin
      update data_versions set version = version + 1 where name = TG_ARGV[0];
      return null;
    end
    $$`.execute(db);
}
