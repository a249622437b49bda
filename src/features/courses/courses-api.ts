import type { Static } from 'typebox';
import {
  Course,
  CourseByIdResponse,
  CourseListResponse,
  CourseSavedResponse,
  LIMITS,
  MessageResponse,
} from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { uploadPercent } from '@/lib/upload-progress';

/** The admin table asks for the largest page the server allows. */
export const ADMIN_COURSES_PAGE_SIZE = LIMITS.maxPageLimit;

/**
 * A multipart body for POST/PATCH. `onUploadProgress` (percent, 0–100) is only read by the request;
 * it travels in the action's `meta.arg`, which the serializability check ignores by default.
 */
export interface CourseUpload {
  body: FormData;
  onUploadProgress?: (percent: number) => void;
}

const LIST_TAG = { type: 'Course' as const, id: 'LIST' };

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export const CourseRecord = salvageable(Course);
export type CourseRecord = Static<typeof CourseRecord>;

/** The admin table's page: a course with an odd value still has its row, to edit or delete it. */
export type AdminCoursesPage = Omit<CourseListResponse, 'courses'> & { courses: CourseRecord[] };

// List answers are checked as an envelope, then course by course (lib/parse).
const CourseListEnvelope = envelope(CourseListResponse, 'courses');
const CourseByIdEnvelope = envelope(CourseByIdResponse, 'course');

/** A list provides one tag per course plus LIST, so creating, editing or deleting one refreshes it. */
function listTags(courses: readonly { _id: string }[] | undefined) {
  return [...(courses ?? []).map((course) => ({ type: 'Course' as const, id: course._id })), LIST_TAG];
}

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of courses for the admin table, with the token (spec point 6: every admin call). */
    getAdminCourses: build.query<AdminCoursesPage, { page: number }>({
      query: ({ page }) => ({ url: '/api/courses', params: { page, limit: ADMIN_COURSES_PAGE_SIZE } }),
      transformResponse: (raw: unknown): AdminCoursesPage => {
        const page = parseResponse(CourseListEnvelope, raw);
        return { ...page, courses: salvageEach(Course, CourseRecord, page.courses, 'courses') };
      },
      providesTags: (result) => listTags(result?.courses),
    }),

    /** One course for the edit form, with the token; `null` when the server's list is empty. */
    getAdminCourse: build.query<CourseRecord | null, string>({
      query: (id) => ({ url: `/api/courses/${encodeURIComponent(id)}` }),
      // An odd value leaves its field empty, for the admin to fill in.
      transformResponse: (raw: unknown) => {
        const [first] = parseResponse(CourseByIdEnvelope, raw).course;
        return first === undefined ? null : salvage(Course, CourseRecord, first);
      },
      providesTags: (_result, _error, id) => [{ type: 'Course', id }],
    }),

    createCourse: build.mutation<Course, CourseUpload>({
      query: ({ body, onUploadProgress }) => ({
        url: '/api/courses',
        method: 'POST',
        data: body,
        onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
      }),
      transformResponse: (raw: unknown) => parseResponse(CourseSavedResponse, raw).course,
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),

    updateCourse: build.mutation<Course, CourseUpload & { id: string }>({
      query: ({ id, body, onUploadProgress }) => ({
        url: `/api/courses/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
      }),
      transformResponse: (raw: unknown) => parseResponse(CourseSavedResponse, raw).course,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Course', id }, LIST_TAG]),
    }),

    deleteCourse: build.mutation<string, string>({
      query: (id) => ({ url: `/api/courses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => parseResponse(MessageResponse, raw).message,
      // Only after the server said yes: a failed delete leaves every list as it was.
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Course', id }, LIST_TAG]),
      // Spec point 4: the row leaves the admin table at once, before the refetch answers.
      async onQueryStarted(id, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return;
        }
        const cached = coursesApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'getAdminCourses');
        for (const args of cached) {
          lifecycle.dispatch(
            coursesApi.util.updateQueryData('getAdminCourses', args, (draft) => {
              const before = draft.courses.length;
              draft.courses = draft.courses.filter((course) => course._id !== id);
              draft.totalCourses -= before - draft.courses.length;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetAdminCoursesQuery,
  useGetAdminCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
} = coursesApi;
