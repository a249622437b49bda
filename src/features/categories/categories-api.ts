import { CATEGORIES_WIRE } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordCalls } from '@/lib/record-api';
import type { CategoryRecord } from './categories-answers';

/**
 * The admin's calls on the school's meeting categories: every record's (lib/record-api), under
 * the tag the public list (lib/categories-api) provides, so a save or a move refreshes the pills,
 * the forms' choices and the table alike. Their checks load with the first answer.
 */

export type { CategoryRecord };

export const categoryCalls = recordCalls(baseApi.enhanceEndpoints({ addTagTypes: ['Category'] }), {
  tag: 'Category',
  path: CATEGORIES_WIRE.path,
  answers: () => import('./categories-answers').then((checks) => checks.categoryRecordAnswers),
});
