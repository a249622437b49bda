import { PostgresAdapter, type Kysely } from 'kysely';
import { createTable, primaryKey } from './create-table';

/** The meetings list's indexes as this migration made them (0003 replaces them, and its down restores them). */
export async function createMeetingIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('meetings_date_idx').on('meetings').columns(['date', 'title']).execute();
  await db.schema
    .createIndex('meetings_category_date_idx')
    .on('meetings')
    .columns(['category', 'date'])
    .execute();
}

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binary = isPostgres ? 'bytea' : 'blob';

  await createTable(db, 'users', [
    ['id', 'varchar(64)', primaryKey],
    ['user_name', 'text'],
    ['user_email', 'text'],
    ['email_key', 'varchar(254)', (col) => col.notNull().unique()],
    ['phone_number', 'text'],
    ['role', 'varchar(16)'],
    ['password_hash', 'text'],
    ['session_version', 'integer', (col) => col.notNull().defaultTo(1)],
    ['created_at', 'varchar(32)'],
  ]);

  await createTable(db, 'meetings', [
    ['id', 'varchar(64)', primaryKey],
    ['title', 'text'],
    ['description', 'text'],
    ['date', 'varchar(10)'],
    ['price', 'double precision'],
    ['location', 'text'],
    ['hours', 'text'],
    ['book_now', 'text'],
    ['category', 'varchar(16)'],
    ['meeting_image', 'text'],
    ['created_at', 'varchar(32)'],
    ['updated_at', 'varchar(32)'],
  ]);
  await createMeetingIndexes(db);

  await createTable(db, 'courses', [
    ['id', 'varchar(64)', primaryKey],
    ['title', 'text'],
    ['description', 'text'],
    ['price', 'double precision'],
    ['rating', 'double precision'],
    ['course_image', 'text'],
    ['created_at', 'varchar(32)'],
    ['updated_at', 'varchar(32)'],
  ]);

  await createTable(db, 'contact_submissions', [
    ['id', 'varchar(64)', primaryKey],
    ['name', 'text'],
    ['email', 'text'],
    ['subject', 'text'],
    ['message', 'text'],
    ['created_at', 'varchar(32)'],
  ]);
  await db.schema.createIndex('contact_created_idx').on('contact_submissions').column('created_at').execute();

  await createTable(db, 'uploads', [
    ['name', 'varchar(128)', primaryKey],
    ['content_type', 'varchar(64)'],
    ['data', binary],
    ['width', 'integer'],
    ['height', 'integer'],
    ['byte_size', 'integer'],
    ['created_at', 'varchar(32)'],
  ]);

  await createTable(db, 'app_meta', [
    ['key', 'varchar(64)', primaryKey],
    ['value', 'text'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_meta', 'uploads', 'contact_submissions', 'courses', 'meetings', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
