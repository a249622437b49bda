import type { Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The address an e-mail-change link moves its account to, once opened (null for the other
  // purposes): a change counts only once the new address is confirmed, so it waits in its link.
  await db.schema.alterTable('account_links').addColumn('new_email', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_links').dropColumn('new_email').execute();
}
