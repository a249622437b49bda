import type { Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The meeting category a course names (by name, as the meetings' category calls take it): its
  // page lists that category's coming meetings. '' for none, which every course had until now.
  await db.schema
    .alterTable('courses')
    .addColumn('category', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('category').execute();
}
