import {
  DESCRIPTION_FIELD,
  TITLE_FIELD,
  priceField,
  type FieldRow,
} from '@/components/resource-kit/record-fields';
import { LIMITS, MEETING_CATEGORIES } from '@/contract';

export type MeetingField =
  'title' | 'description' | 'price' | 'date' | 'hours' | 'location' | 'bookNow' | 'category';

/** The meeting form's fields, in order, with their checks: all but description and image are required. */
export const MEETING_FIELDS: readonly FieldRow<MeetingField>[] = [
  TITLE_FIELD,
  DESCRIPTION_FIELD,
  [
    priceField("In the school's currency, e.g. 25"),
    {
      name: 'date',
      label: 'Date',
      required: 'Date is required',
      control: { kind: 'date', invalid: 'Date must be a valid date' },
    },
  ],
  [
    {
      name: 'hours',
      label: 'Hours',
      required: 'Hours are required',
      hint: 'e.g. Mon-Fri 09:00-12:00',
      control: { kind: 'text', maxLength: LIMITS.shortText },
    },
    {
      name: 'location',
      label: 'Location',
      required: 'Location is required',
      control: { kind: 'text', maxLength: LIMITS.mediumText },
    },
  ],
  {
    name: 'bookNow',
    label: 'Book Now',
    required: 'Book Now is required',
    hint: "How visitors book a seat, shown under “Book Now” on the meeting's page",
    control: { kind: 'textarea', rows: 3, maxLength: LIMITS.longText },
  },
  {
    name: 'category',
    label: 'Category',
    required: 'Category is required',
    control: { kind: 'select', prompt: 'Select a category', options: MEETING_CATEGORIES },
  },
];
