import type { FieldRow, RecordField } from '@/components/resource-kit/record-fields';
import { isPageSlug, PATTERN_MESSAGES, SITE_LIMITS, SITE_PATTERNS } from '@/contract';
import { PRIVACY_SLUG } from '@/lib/site-identity';

export type ContentPageField = 'title' | 'slug' | 'body';

/** The address's rule in the words the API uses for it, so both say the same. */
export const SLUG_RULE_MESSAGE = `Page address ${PATTERN_MESSAGES[SITE_PATTERNS.slug] ?? ''}`;

const TITLE: RecordField<'title'> = {
  name: 'title',
  label: 'Title',
  required: 'Title is required',
  control: { kind: 'text', maxLength: SITE_LIMITS.shortText },
};

const SLUG: RecordField<'slug'> = {
  name: 'slug',
  label: 'Page address',
  required: 'Page address is required',
  hint: `e.g. ${PRIVACY_SLUG} — the page will be at /pages/${PRIVACY_SLUG}. A privacy notice must use '${PRIVACY_SLUG}', so the sign-up and contact forms link to it.`,
  control: { kind: 'text', maxLength: SITE_LIMITS.slug },
  check: (text) => (isPageSlug(text) ? undefined : SLUG_RULE_MESSAGE),
};

const BODY: RecordField<'body'> = {
  name: 'body',
  label: 'Text',
  hint: 'Markdown: # Heading, **bold**, *italic*, [link text](https://…), "- " for a list item; a blank line between paragraphs.',
  control: { kind: 'markdown', rows: 18, maxLength: SITE_LIMITS.body },
};

/** The content page form's fields, in order, with their checks: a title and a valid address are required. */
export const CONTENT_PAGE_FIELDS: readonly FieldRow<ContentPageField>[] = [TITLE, SLUG, BODY];
