import type { Course } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { recordListTags } from '@/lib/record-tags';

/**
 * What visitors' pages read about courses, on the one data layer (lib/base-api); the admin's
 * calls are in courses-api.ts. The check loads with the first answer the browser fetches.
 */
export const courseReadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public course list (no token is sent). */
    allCourses: build.query<Course[], undefined>({
      query: () => ({
        url: '/api/courses',
        auth: false,
        check: () => import('./courses-answers').then((checks) => checks.allCourses),
      }),
      providesTags: (courses) => recordListTags('Course', courses),
    }),
  }),
});

export const { useAllCoursesQuery } = courseReadsApi;
