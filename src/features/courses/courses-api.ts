import { COURSES_WIRE, type Course } from '@/contract';
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
  }),
});

export const { useAllCoursesQuery } = courseReadsApi;

/** The admin's calls on courses: every record's (lib/record-api). */
export const courseCalls = recordCalls(baseApi, {
  tag: 'Course',
  path: COURSES_WIRE.path,
  answers: () => answers().then((checks) => checks.courseRecordAnswers),
});
