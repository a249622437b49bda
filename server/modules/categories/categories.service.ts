import {
  CATEGORY_LIMITS,
  slugOfName,
  type Category,
  type CategoryInput,
  type CategoryPatch,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict } from '../../lib/http-errors';
import type { ListPage } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import type { AuditActor } from '../audit/audit-record';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import {
  categoryQueries,
  countMeetingsIn,
  findCategoryHolding,
  listCategoryRows,
  renameOnMeetings,
  setCategoryPlaces,
  type CategoryRow,
} from './categories.repository';

/** A category as the API sends it: its place is `order`, its lowercase key stays inside. */
function toCategory(row: CategoryRow): Category {
  const { name_key: _nameKey, sort_order: order, ...columns } = ownColumns(row);
  return { ...recordStamps(row), ...columns, order };
}

/** A new category's input once its address is known (the one sent, or the name's). */
type NewCategory = CategoryInput & { slug: string };

/**
 * Puts `moved` at `place` (from 1; past the end: last) and numbers every category from 1 in
 * that order; without `moved`, closes the gaps of the others (a removal).
 */
async function renumber(trx: Db, moved: CategoryRow | undefined, place: number, leaving?: string) {
  const others = (await listCategoryRows(trx)).filter((row) => row.id !== moved?.id && row.id !== leaving);
  if (moved) others.splice(Math.max(0, place - 1), 0, moved);
  await setCategoryPlaces(trx, others);
}

const reread = async (trx: Db, id: string): Promise<CategoryRow> => {
  const row = await categoryQueries.find(trx, id);
  if (!row) throw new Error(`The category ${id} vanished inside its own transaction`);
  return row;
};

/** A category's rules are those of every record without a picture (resource-kit), and these hooks. */
export const categoryRecords: TableRecordDeclaration<'categories', Category, NewCategory, CategoryPatch> = {
  noun: 'category',
  repository: categoryQueries,
  toRecord: toCategory,
  newRow: (input, { id, now }) => ({
    id,
    name: input.name.trim(),
    name_key: input.name.trim().toLowerCase(),
    slug: input.slug,
    description: input.description ?? '',
    // Without a place, after every other (renumber makes it the last).
    sort_order: input.order ?? CATEGORY_LIMITS.count + 1,
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({
    name: patch.name?.trim(),
    name_key: patch.name?.trim().toLowerCase(),
    slug: patch.slug,
    description: patch.description,
    sort_order: patch.order,
  }),
  hooks: {
    async afterCreate(trx, row) {
      const count = (await listCategoryRows(trx)).length;
      if (count > CATEGORY_LIMITS.count) {
        throw conflict(`A school has at most ${CATEGORY_LIMITS.count} categories: remove one first`);
      }
      await renumber(trx, row, row.sort_order);
      return reread(trx, row.id);
    },

    async afterUpdate(trx, { before, row }) {
      // Meetings carry the name: a rename is theirs too, in the same transaction.
      if (row.name !== before.name) await renameOnMeetings(trx, before.name, row.name, nowIso());
      if (row.sort_order !== before.sort_order) await renumber(trx, row, row.sort_order);
      return reread(trx, row.id);
    },

    async beforeRemove(trx, before) {
      const used = await countMeetingsIn(trx, before.name);
      if (used > 0) {
        const meetings = used === 1 ? '1 meeting is' : `${used} meetings are`;
        throw conflict(
          `"${before.name}" cannot be removed: ${meetings} in it. Move ${used === 1 ? 'it' : 'them'} to another category first`,
        );
      }
      await renumber(trx, undefined, 0, before.id);
    },
  },
};

const records = recordService(categoryRecords);

/** Per database, the categories as last read and the counter they were read at. */
const kept = new WeakMap<Db, { version: number; categories: Promise<readonly Category[]> }>();

/** Refuses a name or an address another category holds (`id`: the one being changed, which keeps its own). */
async function expectFree(
  db: Db,
  sent: { name?: string | undefined; slug?: string | undefined },
  id?: string,
) {
  const name = sent.name?.trim();
  if (name !== undefined) {
    const holder = await findCategoryHolding(db, 'name_key', name.toLowerCase());
    if (holder && holder.id !== id) throw conflict(`A category named "${holder.name}" exists already`);
  }
  if (sent.slug !== undefined) {
    const holder = await findCategoryHolding(db, 'slug', sent.slug);
    if (holder && holder.id !== id) {
      throw conflict(`The address "${sent.slug}" is the category "${holder.name}"'s: choose another`);
    }
  }
}

/** The save, with a name or address taken meanwhile (another request or instance) answered as a 409. */
async function savingUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another category has this name or address: choose another');
    throw error;
  }
}

/**
 * The school's meeting categories: meetings carry one's name, the public list shows them in
 * their order, each at its address (slug).
 */
export const categoriesService = {
  get: (db: Db, id: string): Promise<Category> => records.get(db, id),
  remove: (db: Db, id: string, actor: AuditActor): Promise<void> => records.remove(db, id, actor),

  async create(db: Db, input: CategoryInput, actor: AuditActor): Promise<Category> {
    const slug = input.slug ?? slugOfName(input.name);
    if (!slug) {
      throw badRequest(
        `Address: "${input.name.trim()}" gives none by itself; choose one of lowercase letters, digits and hyphens`,
      );
    }
    await expectFree(db, { name: input.name, slug });
    return savingUnique(() => records.create(db, { ...input, slug }, actor));
  },

  async update(db: Db, id: string, patch: CategoryPatch, actor: AuditActor): Promise<Category> {
    await expectFree(db, patch, id);
    return savingUnique(() => records.update(db, id, patch, actor));
  },

  /**
   * Every category in the public order, read again once their table's counter moved: every
   * category list, feed and meeting write asks for them.
   */
  async all(db: Db): Promise<readonly Category[]> {
    const version = await dataVersion(db, 'categories');
    const known = kept.get(db);
    if (known && known.version === version) return known.categories;
    const categories = listCategoryRows(db).then((rows) => rows.map(toCategory));
    kept.set(db, { version, categories });
    categories.catch(() => {
      if (kept.get(db)?.categories === categories) kept.delete(db);
    });
    return categories;
  },

  /** The list's page (all of them fit in one: CATEGORY_LIMITS.count ≤ the page's limit). */
  async list(db: Db, page: { limit: number; offset: number }): Promise<ListPage<Category>> {
    const all = await categoriesService.all(db);
    return { records: all.slice(page.offset, page.offset + page.limit), total: all.length };
  },

  /** The category of this name (exactly, as the original client sends it) or address, if any. */
  async find(db: Db, nameOrSlug: string): Promise<Category | undefined> {
    return (await categoriesService.all(db)).find(
      (category) => category.name === nameOrSlug || category.slug === nameOrSlug,
    );
  },

  /** The category of exactly this name, if any (GET /api/meetings/category/{name}). */
  async named(db: Db, name: string): Promise<Category | undefined> {
    return (await categoriesService.all(db)).find((category) => category.name === name);
  },

  /** Refuses a meeting's category that is none of the school's, naming those there are. */
  async expectCategory(db: Db, name: string | undefined): Promise<void> {
    if (name === undefined) return;
    const names = (await categoriesService.all(db)).map((category) => category.name);
    if (!names.includes(name)) throw badRequest(`category must be one of: ${names.join(', ')}`);
  },
};
