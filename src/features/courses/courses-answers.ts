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

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export type CourseRecord = SalvagedRecord<typeof Course>;

/** The admin's answers (lib/record-api's calls). */
export const courseRecordAnswers = salvagedAnswers(
  Course,
  { list: CourseListResponse, byId: CourseByIdResponse, saved: CourseSavedResponse },
  COURSES_WIRE.keys,
);
