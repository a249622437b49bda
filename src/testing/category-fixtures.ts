import { TEMPLATE_CATEGORIES, type Category, type CategoryListResponse } from '@/contract';
import { categoryReadsApi } from '@/lib/categories-api';
import type { FakeAnswer } from './fake-api';
import type { PageData } from './render';

/** A category as the server sends it; override what a test is about. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides._id ?? overrides.id ?? 'c1';
  const name = overrides.name ?? 'Soon';
  return {
    name,
    slug: name.toLowerCase(),
    description: '',
    order: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    _id: id,
    id,
  };
}

/** The template's three, as migration 0017 gives them to every school: c1 Soon, c2 Important, c3 Attractive. */
export const TEMPLATE_CATEGORY_RECORDS: readonly Category[] = TEMPLATE_CATEGORIES.map((name, index) =>
  makeCategory({ _id: `c${index + 1}`, name, order: index + 1 }),
);

/** GET /api/categories' answer with these categories, all on one page. */
export function categoryList(
  categories: readonly Category[] = TEMPLATE_CATEGORY_RECORDS,
): CategoryListResponse {
  return {
    message: 'Categories fetched successfully',
    categories: [...categories],
    page: 1,
    limit: 100,
    totalPages: 1,
    totalCategories: categories.length,
  };
}

/** The fake server's answer to GET /api/categories. */
export const categoriesAnswer = (categories?: readonly Category[]): FakeAnswer => ({
  status: 200,
  body: categoryList(categories),
});

/** The school's categories as a server-drawn page carries them: seed for renderWithProviders' `pageData`. */
export function categoriesPageData(categories: readonly Category[] = TEMPLATE_CATEGORY_RECORDS): PageData {
  return {
    categories: (store) =>
      store.dispatch(
        categoryReadsApi.util.upsertQueryEntries([
          { endpointName: 'allCategories', arg: undefined, value: [...categories] },
        ]),
      ),
  };
}
