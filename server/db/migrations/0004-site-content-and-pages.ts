import type { Kysely } from 'kysely';
import { addChangeCounters, dropChangeCounters } from './change-counters';
import { createTable, primaryKey } from './create-table';

/** The new tables, each with a change counter (as 0003 gave meetings and courses). */
const VERSIONED = ['site_content', 'pages'] as const;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The school's own texts, one JSON document per key ('settings', 'home'): they are read and
  // saved whole, and their shape is the contract's (the service checks what it reads back).
  await createTable(db, 'site_content', [
    ['key', 'varchar(32)', primaryKey],
    ['value', 'text'],
    ['updated_at', 'varchar(32)'],
  ]);

  // Content pages (privacy notice, terms…): one address each, which the unique index keeps so
  // on every instance at once.
  await createTable(db, 'pages', [
    ['id', 'varchar(64)', primaryKey],
    ['title', 'text'],
    ['slug', 'varchar(80)', (col) => col.notNull().unique()],
    ['body', 'text'],
    ['created_at', 'varchar(32)'],
    ['updated_at', 'varchar(32)'],
  ]);
  // The list's order (by title, then id), walked along the index.
  await db.schema.createIndex('pages_title_idx').on('pages').columns(['title', 'id']).execute();

  // Cached answers and server-drawn pages are kept per counter: a change shows at once.
  await addChangeCounters(db, VERSIONED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropChangeCounters(db, VERSIONED);
  await db.schema.dropTable('pages').ifExists().execute();
  await db.schema.dropTable('site_content').ifExists().execute();
}
