import {
  DESCRIPTION_FIELD,
  TITLE_FIELD,
  priceField,
  type FieldRow,
} from '@/components/resource-kit/record-fields';
import { MAX_RATING } from '@/contract';

export type CourseField = 'title' | 'description' | 'price' | 'rating';

/** The course form's fields, in order, with their checks: title, price and rating are required. */
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
];
