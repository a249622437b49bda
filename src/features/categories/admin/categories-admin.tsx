import { orMissing, PublicAddress } from '@/components/resource-kit/record-cells';
import { recordScreensOf, type OwnWords } from '@/components/resource-kit/record-screens';
import type { RecordScreens } from '@/components/resource-kit/record-section';
import { paths } from '@/config/paths';
import { categorySegment } from '@/contract';
import { categoryCalls, type CategoryRecord } from '../categories-api';
import { CATEGORY_FIELDS, type CategoryField } from './category-fields';

// The meeting categories section of the admin area: what differs from any other record's (the
// kit does the rest). A category goes by its name and keeps its place in the school's order.

const WORDS: OwnWords = {
  caption: 'Every meeting category, in the order visitors see them',
  createDescription: 'Add a category to file meetings under: the meetings list shows it as a pill.',
  manageDescription: 'See every category in its order, move it up or down, rename or delete it.',
  empty: 'No categories yet',
};

/** The list's public address, from the category's name and address (the contract's rule). */
const addressOf = ({ name, slug }: CategoryRecord) =>
  name === undefined || slug === undefined
    ? undefined
    : paths.meetingsCategory.href(categorySegment({ name, slug }));

// A category has no picture: no image part, no current image.
/** The section's screens, as the admin area mounts them (categories-section.ts). */
export const recordScreens: RecordScreens = recordScreensOf<CategoryRecord, CategoryField>({
  noun: { one: 'category', many: 'categories', section: 'Categories' },
  calls: categoryCalls,
  naming: { header: 'Name', of: (category) => category.name },
  ordered: { field: 'order', place: (category) => category.order },
  columns: [
    {
      header: 'Address',
      cell: (category) => orMissing(addressOf(category), (path) => <PublicAddress path={path} />),
    },
    { header: 'Description', cell: (category) => category.description ?? '' },
  ],
  fields: CATEGORY_FIELDS,
  words: WORDS,
});
