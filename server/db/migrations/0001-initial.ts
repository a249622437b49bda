import { PostgresAdapter, type Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binary = isPostgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('hours', 'text', (col) => col.notNull())
    .addColumn('book_now', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('meeting_image', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('meetings_date_idx').on('meetings').columns(['date', 'title']).execute();
  await db.schema
    .createIndex('meetings_category_date_idx')
    .on('meetings')
    .columns(['category', 'date'])
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('rating', 'double precision', (col) => col.notNull())
    .addColumn('course_image', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_created_idx').on('contact_submissions').column('created_at').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('name', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_meta', 'uploads', 'contact_submissions', 'courses', 'meetings', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
