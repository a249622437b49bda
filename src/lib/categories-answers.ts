import { Category, CategoryListResponse } from '@/contract';
import { envelope, parseEach, parseResponse } from './parse';

/** The check of the categories' answer (categories-api.ts loads this module with the first answer). */

const CategoryListEnvelope = envelope(CategoryListResponse, 'categories');

/** The public list: checked as an envelope, then category by category. */
export const allCategories = (raw: unknown): Category[] =>
  parseEach(Category, parseResponse(CategoryListEnvelope, raw).categories, 'categories');
