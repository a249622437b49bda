import type { Kysely } from 'kysely';
import { createTable, primaryKey, type Column } from './create-table';

const nullable: Column[2] = (col) => col;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An administrator's invitation to join the staff with a role, e-mailed as a single-use link.
  // Only the token's SHA-256 is kept: a copy of the database lets no one in.
  await createTable(db, 'invitations', [
    ['id', 'varchar(64)', primaryKey],
    ['email', 'varchar(254)'],
    // The address lower-cased, as users.email_key: a newer invitation to it replaces the older.
    ['email_key', 'varchar(254)'],
    ['role', 'varchar(16)'],
    ['token_hash', 'varchar(64)', (col) => col.notNull().unique()],
    // Who invited: their name kept as it was, so the list still says it once the account is gone.
    ['invited_by', 'varchar(64)', (col) => col.references('users.id').onDelete('set null')],
    ['invited_by_name', 'varchar(100)'],
    ['created_at', 'varchar(32)'],
    ['expires_at', 'varchar(32)'],
    ['accepted_at', 'varchar(32)', nullable],
    // Withdrawn by an administrator, or replaced by a newer invitation to the same address.
    ['withdrawn_at', 'varchar(32)', nullable],
  ]);
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email_key').execute();
  // When an administrator locked the account; null: not locked.
  await db.schema.alterTable('users').addColumn('locked_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locked_at').execute();
  await db.schema.dropTable('invitations').ifExists().execute();
}
