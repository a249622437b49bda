import { Course, CourseListResponse } from '@/contract';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

/** The check of the public course list (courses-queries.ts loads it when the first answer arrives). */

const CourseListEnvelope = envelope(CourseListResponse, 'courses');

export const allCourses = (raw: unknown): Course[] =>
  parseEach(Course, parseResponse(CourseListEnvelope, raw).courses, 'courses');
