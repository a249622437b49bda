import type { Kysely } from 'kysely';
import { createTable, primaryKey, type Column } from './create-table';

const nullable: Column[2] = (col) => col;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A link e-mailed to an account's owner that does one thing once (choose a new password, …).
  // Only the token's SHA-256 is kept: a copy of the database lets no one in.
  await createTable(db, 'account_links', [
    ['id', 'varchar(64)', primaryKey],
    ['user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade')],
    // password-reset (more purposes follow: verification, a new address)
    ['purpose', 'varchar(32)'],
    ['token_hash', 'varchar(64)', (col) => col.notNull().unique()],
    ['created_at', 'varchar(32)'],
    ['expires_at', 'varchar(32)'],
    ['used_at', 'varchar(32)', nullable],
  ]);
  // A newer link replaces the account's older ones of the same purpose: found by this index.
  await db.schema
    .createIndex('account_links_user_idx')
    .on('account_links')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_links').ifExists().execute();
}
