import { sql, type Kysely } from 'kysely';
import { createTable, primaryKey } from './create-table';

/** The meetings' seat counts as this migration made them (0009 moves them out, and its down restores them). */
export async function addSeatCountColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('meetings')
    .addColumn('seats_taken', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('meetings')
    .addColumn('waitlist_length', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A meeting's online registration: its seats (null: none, Book Now stays a text) and when it
  // closes. seats_taken and waitlist_length are kept by the registrations service in the same
  // transaction as every registration change, under the meeting's lock: the lists read them with
  // the meeting (no count per row), and a change to them moves the meetings' change counter, so
  // cached lists show the seats left at once.
  await db.schema.alterTable('meetings').addColumn('capacity', 'integer').execute();
  await db.schema.alterTable('meetings').addColumn('registration_closes_at', 'varchar(32)').execute();
  await addSeatCountColumns(db);

  // name and email are the account's when registering: the list a school prints stays as it was
  // taken. A deleted account leaves its registration (user_id null) so the seat counts stay true
  // until an administrator cancels it; a deleted meeting takes its registrations with it.
  await createTable(db, 'registrations', [
    ['id', 'varchar(64)', primaryKey],
    ['meeting_id', 'varchar(64)', (col) => col.notNull().references('meetings.id').onDelete('cascade')],
    ['user_id', 'varchar(64)', (col) => col.references('users.id').onDelete('set null')],
    ['name', 'text'],
    ['email', 'text'],
    ['status', 'varchar(16)'],
    // The order of arrival at this meeting, given under the meeting's lock and never changed:
    // seats go, and the waiting list moves up, in this order.
    ['queue_seq', 'integer'],
    ['created_at', 'varchar(32)'],
    ['confirmed_at', 'varchar(32)', (col) => col],
    ['cancelled_at', 'varchar(32)', (col) => col],
    ['checked_in_at', 'varchar(32)', (col) => col],
  ]);
  // No place in a meeting's queue is given twice, whatever the concurrency: the database says so.
  await db.schema
    .createIndex('registrations_queue_idx')
    .on('registrations')
    .columns(['meeting_id', 'queue_seq'])
    .unique()
    .execute();
  // One live (not cancelled) registration per visitor and meeting; a cancelled one may be followed
  // by a new one.
  await db.schema
    .createIndex('registrations_live_user_idx')
    .on('registrations')
    .columns(['meeting_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  // "My meetings".
  await db.schema.createIndex('registrations_user_idx').on('registrations').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registrations').ifExists().execute();
  for (const column of ['waitlist_length', 'seats_taken', 'registration_closes_at', 'capacity']) {
    await db.schema.alterTable('meetings').dropColumn(column).execute();
  }
}
