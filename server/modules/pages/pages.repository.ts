import type { Db } from '../../db/database';
import { pageOfRows, type RowWindow } from '../../db/row-pages';
import type { PageRow } from '../../db/schema';
import { recordQueries } from '../resource-kit/record-queries';

/** Content pages by title (then id, so a page's place in the list never changes between calls). */
export const listPages = (db: Db, page: RowWindow) =>
  pageOfRows(db, 'pages', { title: 'asc', id: 'asc' }, page);

/** Every page's title and address, by title: the footer's links. */
export function listPageLinks(db: Db): Promise<{ title: string; slug: string }[]> {
  return db
    .selectFrom('pages')
    .select(['title', 'slug'])
    .orderBy('title', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findPageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** A page by its id: the queries every record table answers alike (resource-kit). */
export const pageQueries = recordQueries('pages');

export const insertPage = pageQueries.insert;
