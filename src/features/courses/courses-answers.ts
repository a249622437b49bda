import {
  COURSES_WIRE,
  Course,
  CourseByIdResponse,
  CourseListResponse,
  CourseSavedResponse,
} from '@/contract';
import { envelope, parseEach, parseResponse } from '@/lib/parse';
import { salvagedAnswers, type SalvagedRecord } from '@/lib/record-answers';

/** The checks of the answers about courses (courses-api.ts loads this module when the first answer arrives). */

const CourseListEnvelope = envelope(CourseListResponse, 'courses');

/** The public course list: checked as an envelope, then course by course. */
export const allCourses = (raw: unknown): Course[] =>
  parseEach(Course, parseResponse(CourseListEnvelope, raw).courses, 'courses');

const CourseByIdEnvelope = envelope(CourseByIdResponse, 'course');

/** A page of the public list: its place, then course by course. */
export function coursesPage(raw: unknown): CourseListResponse {
  const page = parseResponse(CourseListEnvelope, raw);
  return { ...page, courses: parseEach(Course, page.courses, 'courses') };
}

/** One course; `null` when the server answers with an empty list. */
export const courseById = (raw: unknown): Course | null =>
  parseEach(Course, parseResponse(CourseByIdEnvelope, raw).course, 'course')[0] ?? null;

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export type CourseRecord = SalvagedRecord<typeof Course>;

/** The admin's answers (lib/record-api's calls). */
export const courseRecordAnswers = salvagedAnswers(
  Course,
  { list: CourseListResponse, byId: CourseByIdResponse, saved: CourseSavedResponse },
  COURSES_WIRE.keys,
);
