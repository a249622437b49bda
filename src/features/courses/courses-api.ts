import type { Static } from 'typebox';
import { Course, CourseByIdResponse, CourseListResponse, CourseSavedResponse, LIMITS } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { recordEndpoints, recordListTags } from '@/lib/record-api';

/** The admin table asks for the largest page the server allows. */
export const ADMIN_COURSES_PAGE_SIZE = LIMITS.maxPageLimit;

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export const CourseRecord = salvageable(Course);
export type CourseRecord = Static<typeof CourseRecord>;

/** The admin table's page: a course with an odd value still has its row, to edit or delete it. */
export type AdminCoursesPage = Omit<CourseListResponse, 'courses'> & { courses: CourseRecord[] };

// List answers are checked as an envelope, then course by course (lib/parse).
const CourseListEnvelope = envelope(CourseListResponse, 'courses');
const CourseByIdEnvelope = envelope(CourseByIdResponse, 'course');

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // Read one, create, change and delete are every record's (lib/record-api): here, what a course's are.
    const record = recordEndpoints(build, {
      tag: 'Course',
      path: '/api/courses',
      // An odd value leaves its field empty, for the admin to fill in.
      parseOne: (raw) => {
        const [first] = parseResponse(CourseByIdEnvelope, raw).course;
        return first === undefined ? null : salvage(Course, CourseRecord, first);
      },
      parseSaved: (raw) => parseResponse(CourseSavedResponse, raw).course,
      dropFromLists: (id, lifecycle) => {
        for (const args of coursesApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'getAdminCourses',
        )) {
          lifecycle.dispatch(
            coursesApi.util.updateQueryData('getAdminCourses', args, (draft) => {
              const before = draft.courses.length;
              draft.courses = draft.courses.filter((course) => course._id !== id);
              draft.totalCourses -= before - draft.courses.length;
            }),
          );
        }
      },
    });
    return {
      /** One page of courses for the admin table, with the token (spec point 6: every admin call). */
      getAdminCourses: build.query<AdminCoursesPage, { page: number }>({
        query: ({ page }) => ({ url: '/api/courses', params: { page, limit: ADMIN_COURSES_PAGE_SIZE } }),
        transformResponse: (raw: unknown): AdminCoursesPage => {
          const page = parseResponse(CourseListEnvelope, raw);
          return { ...page, courses: salvageEach(Course, CourseRecord, page.courses, 'courses') };
        },
        providesTags: (result) => recordListTags('Course', result?.courses),
      }),
      getAdminCourse: record.getOne,
      createCourse: record.create,
      updateCourse: record.update,
      deleteCourse: record.remove,
    };
  },
});

export const {
  useGetAdminCoursesQuery,
  useGetAdminCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
} = coursesApi;
