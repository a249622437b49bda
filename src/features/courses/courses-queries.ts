import { Course, CourseListResponse } from '@/contract';
import type { PublicQuery } from '@/lib/page-data';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

/** What visitors' pages read about courses (lib/page-data); the admin's calls are in courses-api.ts. */

const CourseListEnvelope = envelope(CourseListResponse, 'courses');

/** The public course list (no token is sent, spec point 6). */
export const allCourses: PublicQuery<void, Course[]> = {
  url: () => '/api/courses',
  parse: (raw) => parseEach(Course, parseResponse(CourseListEnvelope, raw).courses, 'courses'),
};
