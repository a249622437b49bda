import type { Course, CourseListResponse } from '@/contract';

/** A course as the server sends it; override what a test is about. */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  const id = overrides._id ?? overrides.id ?? 'c1';
  return {
    title: 'Web Development Bootcamp',
    description: 'HTML, CSS and JavaScript from the very start, with a project every week.',
    price: 160,
    rating: 4.5,
    courseImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
    category: '',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
    _id: id,
    id,
  };
}

/** A GET /api/courses body holding `courses`. */
export function makeCourseList(courses: Course[], page = 1, totalPages = 1): CourseListResponse {
  return {
    message: 'Courses fetched successfully',
    courses,
    page,
    limit: 100,
    totalPages,
    totalCourses: courses.length,
  };
}
