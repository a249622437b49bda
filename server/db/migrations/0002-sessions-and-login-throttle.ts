import type { Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per login: logout deletes it, a password change deletes the others, deleting the user all.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  // Failed-login counters per account (by normalised email, existing or not) and per address,
  // in the database so every instance sees the same counts. Times are epoch milliseconds.
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('successes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocked_until', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('window_started_at', 'double precision', (col) => col.notNull())
    .addColumn('updated_at', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttle_updated_idx')
    .on('login_throttle')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema.dropTable('sessions').ifExists().execute();
}
