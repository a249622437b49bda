import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addChangeCounters, dropChangeCounters } from './change-counters';
import { createTable, primaryKey } from './create-table';

/** The template's categories, in their order (as the contract's TEMPLATE_CATEGORIES, frozen here). */
const TEMPLATE = ['Soon', 'Important', 'Attractive'] as const;

/** An address segment from a name, as the contract's slugOfName made it when this was written. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The school's meeting categories. Meetings keep the name (meetings.category, whose list
  // indexes lead with it); the service renames it on them in a category's rename transaction.
  // name_key is the name in lowercase, so that "Workshops" and "workshops" are one name on both
  // engines (SQLite's lower() knows only ASCII).
  await createTable(db, 'categories', [
    ['id', 'varchar(64)', primaryKey],
    ['name', 'varchar(60)'],
    ['name_key', 'varchar(120)', (col) => col.notNull().unique()],
    ['slug', 'varchar(80)', (col) => col.notNull().unique()],
    ['description', 'text'],
    ['sort_order', 'integer'],
    ['created_at', 'varchar(32)'],
    ['updated_at', 'varchar(32)'],
  ]);

  // The template's three, then any other name a meeting already carries (a row written by hand),
  // so that every meeting saved before names a category.
  const db0 = db as Kysely<{ meetings: { category: string } }>;
  const found = await db0.selectFrom('meetings').select('category').distinct().execute();
  const names: string[] = [...TEMPLATE];
  for (const { category } of found) {
    if (!names.some((name) => name.toLowerCase() === category.toLowerCase())) names.push(category);
  }
  const now = new Date().toISOString();
  const slugs = new Set<string>();
  const rows = names.map((name, index) => {
    let slug = slugOf(name) || `category-${index + 1}`;
    while (slugs.has(slug)) slug = `${slug}-${index + 1}`;
    slugs.add(slug);
    return sql`(${randomUUID().replaceAll('-', '')}, ${name}, ${name.toLowerCase()}, ${slug}, '', ${index + 1}, ${now}, ${now})`;
  });
  await sql`insert into categories (id, name, name_key, slug, description, sort_order, created_at, updated_at)
    values ${sql.join(rows)}`.execute(db);
  await db.schema
    .createIndex('categories_order_idx')
    .on('categories')
    .columns(['sort_order', 'name'])
    .execute();

  // A meeting carries its category's name, which may now be as long as a category's (60): the
  // template's column held its 16 (SQLite does not hold a varchar to its length, PostgreSQL does).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table meetings alter column category type varchar(60)`.execute(db);
  }

  // Answers that show categories (the list, the pills, a feed's name) are kept per counter.
  await addChangeCounters(db, ['categories']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // (meetings.category stays varchar(60): a longer name saved since would not fit back.)
  await dropChangeCounters(db, ['categories']);
  await db.schema.dropTable('categories').ifExists().execute();
}
