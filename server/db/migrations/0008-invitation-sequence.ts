import type { Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The SEQUENCE of the calendar invitation a registrant last got (iTIP, RFC 5546): 0 for the
  // first, raised for each change or cancellation sent after it, so the visitor's calendar takes
  // the newer one over the older. Kept per registration: every registration is its own event.
  await db.schema
    .alterTable('registrations')
    .addColumn('invitation_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('invitation_sequence').execute();
}
