import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the account's owner confirmed the address (a link e-mailed at sign-up); null: not yet.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  // The accounts made before there was a confirmation have nothing to confirm: they count as
  // confirmed, so none is ever removed for it.
  await sql`update users set email_verified_at = created_at`.execute(db);
  // The housekeeping looks for accounts never confirmed, oldest first.
  await db.schema
    .createIndex('users_unverified_idx')
    .on('users')
    .columns(['email_verified_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_unverified_idx').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
