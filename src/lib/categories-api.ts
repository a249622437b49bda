import { CATEGORIES_WIRE, type Category } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordListTags } from '@/lib/record-tags';

/**
 * The school's meeting categories, on the one data layer (lib/base-api): the public list in its
 * order, which the meeting and course forms' choices read (a course names the category whose
 * coming meetings its page lists). Its check (categories-answers.ts) loads with the
 * first answer.
 */

const answers = () => import('./categories-answers');

export const categoryReadsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Category'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every category in the public order (all of them fit in one page). No token: a public read. */
    allCategories: build.query<Category[], undefined>({
      query: () => ({
        url: CATEGORIES_WIRE.path,
        auth: false,
        check: () => answers().then((checks) => checks.allCategories),
      }),
      providesTags: (categories) => recordListTags('Category', categories),
    }),
  }),
});

export const { useAllCategoriesQuery } = categoryReadsApi;

/** The categories' names in their order, for a form's choice; undefined while they load. */
export function useCategoryNames(): readonly string[] | undefined {
  const { data } = useAllCategoriesQuery(undefined);
  return data?.map((category) => category.name);
}
