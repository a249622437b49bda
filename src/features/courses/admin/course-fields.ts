import {
  DESCRIPTION_FIELD,
  TITLE_FIELD,
  priceField,
  type FieldRow,
} from '@/components/resource-kit/record-fields';
import { MAX_RATING } from '@/contract';
import { useCategoryNames } from '@/lib/categories-api';

export type CourseField = 'title' | 'description' | 'price' | 'rating' | 'category';

/**
 * The course form's fields, in order, with their checks: title, price and rating are required;
 * the category (whose coming meetings the course's page lists) may be none.
 */
export const COURSE_FIELDS: readonly FieldRow<CourseField>[] = [
  TITLE_FIELD,
  DESCRIPTION_FIELD,
  [
    priceField("In the school's currency, e.g. 160"),
    {
      name: 'rating',
      label: 'Rating',
      required: 'Rating is required',
      hint: `From 0 to ${MAX_RATING} stars, e.g. 4.5`,
      control: {
        kind: 'number',
        max: MAX_RATING,
        invalid: `Rating must be a number from 0 to ${MAX_RATING}`,
      },
    },
  ],
  {
    name: 'category',
    label: 'Meetings shown on its page',
    hint: "The course's page lists the coming meetings of this category",
    control: { kind: 'loaded-select', prompt: 'None', useOptions: useCategoryNames },
  },
];
