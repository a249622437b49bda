import {
  CATEGORIES_WIRE,
  Category,
  CategoryByIdResponse,
  CategoryListResponse,
  CategorySavedResponse,
} from '@/contract';
import { salvagedAnswers, type SalvagedRecord } from '@/lib/record-answers';

/**
 * The checks of the admin's answers about categories (categories-api.ts loads this module when
 * the first answer arrives); the public list's check is lib/categories-answers.
 */

/** A category as the admin screens take it: whatever fields came back as expected, and its id. */
export type CategoryRecord = SalvagedRecord<typeof Category>;

/** The admin's answers (lib/record-api's calls). */
export const categoryRecordAnswers = salvagedAnswers(
  Category,
  { list: CategoryListResponse, byId: CategoryByIdResponse, saved: CategorySavedResponse },
  CATEGORIES_WIRE.keys,
);
