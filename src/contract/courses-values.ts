import type { RecordWire } from './common-values';

export const MAX_RATING = 5;

/** Courses on the wire (RecordWire). */
export const COURSES_WIRE = {
  path: '/api/courses',
  keys: { records: 'courses', total: 'totalCourses', byId: 'course', saved: 'course' },
} as const satisfies RecordWire;
