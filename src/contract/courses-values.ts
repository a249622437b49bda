import type { RecordWire } from './common-values';

export const MAX_RATING = 5;

/** Courses on one page of the public list (/courses), as meetings on theirs. */
export const COURSES_PAGE_SIZE = 9;

/** Courses on the wire (RecordWire). */
export const COURSES_WIRE = {
  path: '/api/courses',
  keys: { records: 'courses', total: 'totalCourses', byId: 'course', saved: 'course' },
} as const satisfies RecordWire;
