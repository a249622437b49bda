import type { FieldRow, RecordField } from '@/components/resource-kit/record-fields';
import { CATEGORY_LIMITS, isPageSlug, PATTERN_MESSAGES, SITE_PATTERNS } from '@/contract';

export type CategoryField = 'name' | 'slug' | 'description';

/** The address's rule in the words the API uses for it (the field's title there is 'Address'). */
export const CATEGORY_SLUG_RULE = `Address ${PATTERN_MESSAGES[SITE_PATTERNS.slug] ?? ''}`;

const NAME: RecordField<'name'> = {
  name: 'name',
  label: 'Name',
  required: 'Name is required',
  hint: 'As visitors see it on the meetings list, e.g. Open days. A rename carries over to its meetings and courses.',
  control: { kind: 'text', maxLength: CATEGORY_LIMITS.name },
};

const SLUG: RecordField<'slug'> = {
  name: 'slug',
  label: 'Address',
  required: 'Address is required',
  hint: 'e.g. open-days — its meetings will be at /meetings/category/open-days.',
  control: { kind: 'text', maxLength: CATEGORY_LIMITS.slug },
  // The same rule as a content page's address (SITE_PATTERNS.slug), and the same length.
  check: (text) => (isPageSlug(text) ? undefined : CATEGORY_SLUG_RULE),
};

const DESCRIPTION: RecordField<'description'> = {
  name: 'description',
  label: 'Description',
  hint: 'Optional: what meetings of this category are about.',
  control: { kind: 'textarea', rows: 4, maxLength: CATEGORY_LIMITS.description },
};

/** The category form's fields, in order: a name and a valid address are required. */
export const CATEGORY_FIELDS: readonly FieldRow<CategoryField>[] = [NAME, SLUG, DESCRIPTION];
