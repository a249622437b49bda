import {
  DESCRIPTION_FIELD,
  TITLE_FIELD,
  priceField,
  type FieldRow,
} from '@/components/resource-kit/record-fields';
import { LIMITS } from '@/contract';
import { useCategoryNames } from '@/lib/categories-api';

export type MeetingField =
  | 'title'
  | 'description'
  | 'price'
  | 'date'
  | 'hours'
  | 'location'
  | 'bookNow'
  | 'capacity'
  | 'registrationClosesAt'
  | 'category';

/**
 * The meeting form's fields, in order, with their checks: all but description, image and online
 * registration (capacity, closing time) are required. An emptied capacity or closing time is sent
 * empty, which the server takes as "none" (resource-kit: emptied optional fields are cleared).
 */
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
  [
    {
      name: 'capacity',
      label: 'Capacity (seats for online registration)',
      hint: 'Leave empty for no online registration: visitors then see the Book Now text only',
      control: {
        kind: 'number',
        min: 1,
        max: LIMITS.maxCapacity,
        integer: true,
        invalid: `Capacity must be a whole number of seats, from 1 to ${LIMITS.maxCapacity.toLocaleString('en-US')} (or empty: no online registration)`,
      },
    },
    {
      name: 'registrationClosesAt',
      label: 'Registration closes',
      hint: 'Optional, in your own time zone; empty: registration stays open until the meeting',
      control: { kind: 'datetime', invalid: 'Registration closes must be a date and a time' },
    },
  ],
  {
    name: 'category',
    label: 'Category',
    required: 'Category is required',
    control: { kind: 'loaded-select', prompt: 'Select a category', useOptions: useCategoryNames },
  },
];
