import { MEETING_CATEGORIES, type MeetingCategory } from '@/contract';
import { toLocalDate } from '@/utils/dates';
import { numberField, readNumber } from '@/utils/number-input';
import type { MeetingRecord } from '../meetings-api';

/** The meeting form as typed: every field is text until it is sent. */
export interface MeetingFormValues {
  title: string;
  description: string;
  price: string;
  date: string;
  hours: string;
  location: string;
  bookNow: string;
  category: MeetingCategory | '';
}

export type MeetingField = keyof MeetingFormValues;
export type MeetingFormErrors = Partial<Record<MeetingField, string>>;

/** Fields in the order they appear, so the first one with a problem gets the focus. */
export const MEETING_FIELDS: readonly MeetingField[] = [
  'title',
  'description',
  'price',
  'date',
  'hours',
  'location',
  'bookNow',
  'category',
];

export const EMPTY_MEETING: MeetingFormValues = {
  title: '',
  description: '',
  price: '',
  date: '',
  hours: '',
  location: '',
  bookNow: '',
  category: '',
};

/**
 * A meeting as the edit form shows it: falsy values (a price of 0, no date) as empty fields (spec
 * point 5), and so are values that did not come back as expected, for the admin to fill in.
 */
export function toMeetingFormValues(meeting: MeetingRecord): MeetingFormValues {
  return {
    title: meeting.title || '',
    description: meeting.description || '',
    price: meeting.price === undefined ? '' : numberField(meeting.price),
    // A date input takes YYYY-MM-DD; an ISO timestamp keeps its calendar day.
    date: meeting.date ? meeting.date.slice(0, 10) : '',
    hours: meeting.hours || '',
    location: meeting.location || '',
    bookNow: meeting.bookNow || '',
    category: meeting.category ?? '',
  };
}

const isCategory = (value: string): value is MeetingCategory => MEETING_CATEGORIES.some((c) => c === value);

/** What is missing or wrong, per field (spec point 5: all but description and image are required). */
export function validateMeeting(values: MeetingFormValues): MeetingFormErrors {
  const errors: MeetingFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.price.trim()) errors.price = 'Price is required';
  else if ((readNumber(values.price) ?? -1) < 0) errors.price = 'Price must be a number of 0 or more';
  if (!values.date.trim()) errors.date = 'Date is required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || !toLocalDate(values.date)) {
    errors.date = 'Date must be a valid date';
  }
  if (!values.hours.trim()) errors.hours = 'Hours are required';
  if (!values.location.trim()) errors.location = 'Location is required';
  if (!values.bookNow.trim()) errors.bookNow = 'Book Now is required';
  if (!isCategory(values.category)) errors.category = 'Category is required';
  return errors;
}
