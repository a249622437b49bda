import { MAX_RATING } from '@/contract';
import { numberField, readNumber } from '@/utils/number-input';
import type { CourseRecord } from '../courses-api';

/** The course form as typed: every field is text until it is sent. */
export interface CourseFormValues {
  title: string;
  description: string;
  price: string;
  rating: string;
}

export type CourseField = keyof CourseFormValues;
export type CourseFormErrors = Partial<Record<CourseField, string>>;

/** Fields in the order they appear, so the first one with a problem gets the focus. */
export const COURSE_FIELDS: readonly CourseField[] = ['title', 'description', 'price', 'rating'];

export const EMPTY_COURSE: CourseFormValues = { title: '', description: '', price: '', rating: '' };

/**
 * A course as the edit form shows it: falsy values, a rating of 0 included, as empty fields (spec
 * point 5), and so are values that did not come back as expected, for the admin to fill in.
 */
export function toCourseFormValues(course: CourseRecord): CourseFormValues {
  return {
    title: course.title || '',
    description: course.description || '',
    price: course.price === undefined ? '' : numberField(course.price),
    rating: course.rating === undefined ? '' : numberField(course.rating),
  };
}

/** What is missing or wrong, per field (spec point 5: title, price and rating are required). */
export function validateCourse(values: CourseFormValues): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.price.trim()) errors.price = 'Price is required';
  else if ((readNumber(values.price) ?? -1) < 0) errors.price = 'Price must be a number of 0 or more';
  if (!values.rating.trim()) errors.rating = 'Rating is required';
  else {
    const rating = readNumber(values.rating);
    if (rating === undefined || rating < 0 || rating > MAX_RATING) {
      errors.rating = `Rating must be a number from 0 to ${MAX_RATING}`;
    }
  }
  return errors;
}
