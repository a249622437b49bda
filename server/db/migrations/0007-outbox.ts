import type { Kysely } from 'kysely';
import { createTable, primaryKey, type Column } from './create-table';

const nullable: Column[2] = (col) => col;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The transactional outbox: an e-mail is a row written in the same transaction as the change
  // that causes it, so it exists exactly when that change committed; a sender delivers it later.
  // Times are ISO text (as everywhere), which compares in time order on both engines.
  await createTable(db, 'outbox', [
    ['id', 'varchar(64)', primaryKey],
    ['recipient', 'text'],
    ['subject', 'text'],
    ['body', 'text'],
    // [{filename, contentType, content}] as JSON text: read and written whole.
    ['attachments', 'text'],
    // pending | sending | sent | failed
    ['status', 'varchar(16)'],
    ['attempts', 'integer', (col) => col.notNull().defaultTo(0)],
    ['last_error', 'text', nullable],
    // When a pending e-mail may be tried (again): now, or later after a failure (backoff).
    ['next_attempt_at', 'varchar(32)'],
    // The sender holding a 'sending' row, and until when: a crashed sender's rows are retried
    // once its lease has run out, and a sender only records the outcome of rows it still holds.
    ['claim_token', 'varchar(64)', nullable],
    ['claimed_until', 'varchar(32)', nullable],
    ['created_at', 'varchar(32)'],
    ['sent_at', 'varchar(32)', nullable],
  ]);
  // The sender's question ("what is due?") walks this index, for pending and expired leases alike.
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  // The admin's list, newest first.
  await db.schema.createIndex('outbox_created_idx').on('outbox').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').ifExists().execute();
}
