import type { RecordWire } from './common-values';

/** Meeting categories on the wire (RecordWire): the school's own, in the order it gives them. */
export const CATEGORIES_WIRE = {
  path: '/api/categories',
  keys: { records: 'categories', total: 'totalCategories', byId: 'categories', saved: 'category' },
} as const satisfies RecordWire;

/**
 * The lengths of a category's fields, and how many a school may have: the public list shows them
 * all as pills and GET /api/categories answers them in one page.
 */
export const CATEGORY_LIMITS = { name: 60, slug: 80, description: 600, count: 50 } as const;

/**
 * The template's categories, in their order: migration 0017 gives them to every school (so each
 * meeting saved before stays valid) and the demo's meetings use them. A school renames or removes
 * them in the admin area.
 */
export const TEMPLATE_CATEGORIES = ['Soon', 'Important', 'Attractive'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * The address segment a category's name gives when none is chosen: lowercase letters and digits
 * (accents dropped), words joined by single hyphens: "Parents' evenings" → "parents-evenings".
 * Empty when the name has no such letter (the admin then chooses one).
 */
export const slugOfName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_LIMITS.slug)
    .replace(/-+$/, '');

/**
 * A category's segment in its list's address (/meetings/category/{segment}): its name when that
 * is its address in another case (the template's /meetings/category/Soon, as the original site
 * linked it), else its address (slug). The list answers to either, in any case.
 */
export const categorySegment = (category: { name: string; slug: string }): string =>
  category.name.toLowerCase() === category.slug ? category.name : category.slug;
