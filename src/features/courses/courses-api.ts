import { COURSES_PAGE_SIZE, COURSES_WIRE, type Course, type CourseListResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordCalls } from '@/lib/record-api';
import { recordListTags } from '@/lib/record-tags';
import type { CourseRecord } from './courses-answers';

/**
 * Every call the browser makes on courses, on the one data layer (lib/base-api): the public list
 * visitors' pages read, and the admin's record calls. Their answers' checks (courses-answers.ts)
 * load with the first answer the browser fetches.
 */

export type { CourseRecord };

const answers = () => import('./courses-answers');

export const courseReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public course list (no token is sent). */
    allCourses: build.query<Course[], undefined>({
      query: () => ({
        url: COURSES_WIRE.path,
        auth: false,
        check: () => answers().then((checks) => checks.allCourses),
      }),
      providesTags: (courses) => recordListTags('Course', courses),
    }),

    /** One page of the public list (/courses), in the list's order. */
    coursesPage: build.query<CourseListResponse, { page: number }>({
      query: ({ page }) => ({
        url: COURSES_WIRE.path,
        params: { page, limit: COURSES_PAGE_SIZE },
        auth: false,
        check: () => answers().then((checks) => checks.coursesPage),
      }),
      providesTags: (answer) => recordListTags('Course', answer?.courses),
    }),

    /** One course; a 404 when there is none with this id. */
    courseById: build.query<Course | null, string>({
      query: (id) => ({
        url: `${COURSES_WIRE.path}/${encodeURIComponent(id)}`,
        auth: false,
        check: () => answers().then((checks) => checks.courseById),
      }),
      providesTags: (_course, _error, id) => [{ type: 'Course', id }],
    }),
  }),
});

export const { useAllCoursesQuery, useCoursesPageQuery, useCourseByIdQuery } = courseReadsApi;

/** The admin's calls on courses: every record's (lib/record-api). */
export const courseCalls = recordCalls(baseApi, {
  tag: 'Course',
  path: COURSES_WIRE.path,
  answers: () => answers().then((checks) => checks.courseRecordAnswers),
});
