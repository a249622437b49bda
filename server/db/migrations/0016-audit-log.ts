import type { Kysely } from 'kysely';
import { createTable, primaryKey, type Column } from './create-table';

const nullable: Column[2] = (col) => col;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The audit log: what the school's staff did, appended in the transaction of the change itself.
  // The actor is copied (id, name, role as they were), not referenced: an entry outlives the
  // account. Rows are never updated; housekeeping deletes those past the retention period.
  await createTable(db, 'audit_entries', [
    ['id', 'varchar(64)', primaryKey],
    // ISO text, which compares in time order on both engines.
    ['at', 'varchar(32)'],
    ['actor_id', 'varchar(64)'],
    ['actor_name', 'text'],
    ['actor_role', 'varchar(16)'],
    // create | change | delete | cancel | retry | login | failed-login | send-password-reset …
    ['action', 'varchar(32)'],
    // meeting | course | page | home | settings | user | registration | outbox | session …
    ['kind', 'varchar(32)'],
    ['record_id', 'varchar(64)', nullable],
    // [{field, before, after}] as JSON text: read and written whole.
    ['changes', 'text'],
  ]);
  // Newest first (the list, the retention sweep), and each filter with the time after it.
  await db.schema.createIndex('audit_entries_at_idx').on('audit_entries').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_entries_actor_idx')
    .on('audit_entries')
    .columns(['actor_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_entries_kind_idx').on('audit_entries').columns(['kind', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').ifExists().execute();
}
