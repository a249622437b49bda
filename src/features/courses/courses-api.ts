import { CourseListResponse, type Course } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { parseResponse } from '@/lib/parse';

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public course list (no token is sent, spec point 6). */
    getCourses: build.query<Course[], undefined>({
      query: () => ({ url: '/api/courses', auth: false }),
      transformResponse: (raw: unknown) => parseResponse(CourseListResponse, raw).courses,
      providesTags: (courses = []) => [
        ...courses.map((course) => ({ type: 'Course' as const, id: course._id })),
        { type: 'Course' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetCoursesQuery } = coursesApi;
