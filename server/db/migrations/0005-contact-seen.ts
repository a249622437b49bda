import type { Kysely } from 'kysely';
import { createTable } from './create-table';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Where each administrator last looked at the contact messages: on the server, so the browser
  // and the desktop app agree on what is new. It goes with the account (cascade), so deleting an
  // administrator is not blocked by it. The messages' own created_at index (0001) serves the
  // "created after" count and the newest few.
  await createTable(db, 'contact_seen', [
    [
      'user_id',
      'varchar(64)',
      (col) => col.primaryKey().notNull().references('users.id').onDelete('cascade'),
    ],
    ['seen_at', 'varchar(32)'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_seen').ifExists().execute();
}
