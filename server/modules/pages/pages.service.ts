import type { ContentPage, ContentPageInput, ContentPageLink, ContentPagePatch } from '@/contract';
import type { Db } from '../../db/database';
import type { RowWindow } from '../../db/row-pages';
import type { PageRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../lib/http-errors';
import type { ListPage } from '../../lib/pagination';
import type { AuditActor } from '../audit/audit-record';
import {
  ownColumns,
  recordService,
  recordStamps,
  type TableRecordDeclaration,
} from '../resource-kit/record-service';
import { findPageBySlug, listPageLinks, listPages, pageQueries } from './pages.repository';

/** A content page as the API sends it: its columns keep their names. */
function toContentPage(row: PageRow): ContentPage {
  return { ...recordStamps(row), ...ownColumns(row) };
}

/** A content page's rules are those of every record (resource-kit), without a picture: this is its mapping. */
export const pageRecords: TableRecordDeclaration<'pages', ContentPage, ContentPageInput, ContentPagePatch> = {
  noun: 'page',
  repository: pageQueries,
  toRecord: toContentPage,
  newRow: (input, { id, now }) => ({
    id,
    title: input.title,
    slug: input.slug,
    body: input.body ?? '',
    created_at: now,
    updated_at: now,
  }),
  changes: (patch) => ({ title: patch.title, slug: patch.slug, body: patch.body }),
};

const records = recordService(pageRecords);

const slugTaken = (slug: string) => conflict(`A page with the address '${slug}' already exists`);

/** Refuses an address another page has (`id`: the page being changed, which may keep its own). */
async function expectFreeSlug(db: Db, slug: string | undefined, id?: string): Promise<void> {
  if (slug === undefined) return;
  const holder = await findPageBySlug(db, slug);
  if (holder && holder.id !== id) throw slugTaken(slug);
}

/**
 * The save, with a page saved meanwhile at the same address (by another request or instance)
 * answered as the 409 the check above gives: the unique index is what decides.
 */
async function savingSlug<T>(slug: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Content pages (privacy notice, terms, about us…): records without a picture, one per address. */
export const pagesService = {
  get: (db: Db, id: string): Promise<ContentPage> => records.get(db, id),
  remove: (db: Db, id: string, actor: AuditActor): Promise<void> => records.remove(db, id, actor),

  async create(db: Db, input: ContentPageInput, actor: AuditActor): Promise<ContentPage> {
    await expectFreeSlug(db, input.slug);
    return savingSlug(input.slug, () => records.create(db, input, actor));
  },

  async update(db: Db, id: string, patch: ContentPagePatch, actor: AuditActor): Promise<ContentPage> {
    await expectFreeSlug(db, patch.slug, id);
    return savingSlug(patch.slug, () => records.update(db, id, patch, actor));
  },

  /** One page of content pages, by title, and how many there are. */
  async list(db: Db, page: RowWindow): Promise<ListPage<ContentPage>> {
    const { rows, total } = await listPages(db, page);
    return { records: rows.map(toContentPage), total };
  },

  /** The page at this address, or a 404. */
  async bySlug(db: Db, slug: string): Promise<ContentPage> {
    const row = await findPageBySlug(db, slug);
    if (!row) throw notFound('No page at this address');
    return toContentPage(row);
  },

  /** Every page's title and address, by title (the footer's links). */
  links: (db: Db): Promise<ContentPageLink[]> => listPageLinks(db),
};
