import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CATEGORIES_WIRE,
  CategoryByIdResponse,
  CategoryInput,
  CategoryListResponse,
  CategoryPatch,
  CategorySavedResponse,
} from '@/contract';
import {
  registerRecordList,
  registerRecordRoutes,
  type RecordCollection,
} from '../resource-kit/record-routes';
import { categoriesService } from './categories.service';

/** Where categories are, for their list and their record routes alike. */
const categories: RecordCollection = { wire: CATEGORIES_WIRE, table: 'categories', tag: 'categories' };

/**
 * The school's meeting categories: the public list in order, and the content staff's writes. A
 * reorder is a change of one category's `order` (its place): the others move to make room.
 */
export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerRecordList(app, categories, {
    summary: 'Meeting categories in their public order (all of them on the first page)',
    response: CategoryListResponse,
    list: (db, page) => categoriesService.list(db, page),
  });

  registerRecordRoutes(app, {
    ...categories,
    noun: 'category',
    conflicts:
      'A name or an address another category has; too many categories; a category that meetings are in cannot be removed (the message says how many)',
    schemas: {
      input: CategoryInput,
      patch: CategoryPatch,
      byId: CategoryByIdResponse,
      saved: CategorySavedResponse,
    },
    service: categoriesService,
  });
  return Promise.resolve();
};
