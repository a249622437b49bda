import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { recordQueries } from '../resource-kit/record-queries';

/** The school's meeting categories (migration 0017). */
export interface CategoriesTable {
  id: string;
  name: string;
  /** The name in lowercase: unique, so no two names differ only in case. */
  name_key: string;
  slug: string;
  description: string;
  /** Its place in the public list, from 1. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}
export type CategoryRow = Selectable<CategoriesTable>;

declare module '../../db/schema' {
  interface Database {
    categories: CategoriesTable;
  }
}

/** A category by its id: the queries every record table answers alike (resource-kit). */
export const categoryQueries = recordQueries('categories');

/** Every category in the public order (a school has at most CATEGORY_LIMITS.count). */
export function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort_order', 'asc')
    .orderBy('name_key', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The category holding a name (in any case) or an address, if any. */
export function findCategoryHolding(
  db: Db,
  field: 'name_key' | 'slug',
  value: string,
): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where(field, '=', value).executeTakeFirst();
}

/** Gives each category its place: `rows` in the order they take, from 1 (only those that move are written). */
export async function setCategoryPlaces(db: Db, rows: readonly CategoryRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.sort_order === index + 1) continue;
    await db
      .updateTable('categories')
      .set({ sort_order: index + 1 })
      .where('id', '=', row.id)
      .execute();
  }
}

/** How many meetings (past ones too) carry a category's name. */
export async function countMeetingsIn(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Moves every meeting of a category to its new name (a rename), and every course that names it,
 * stamping their change time.
 */
export async function renameOnMeetings(db: Db, from: string, to: string, now: string): Promise<void> {
  await db
    .updateTable('meetings')
    .set({ category: to, updated_at: now })
    .where('category', '=', from)
    .execute();
  await db
    .updateTable('courses')
    .set({ category: to, updated_at: now })
    .where('category', '=', from)
    .execute();
}
