import type { Static } from 'typebox';
import { Course, CourseByIdResponse, CourseListResponse, CourseSavedResponse, LIMITS } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { envelope, parseResponse, salvage, salvageable, salvageEach } from '@/lib/parse';
import { recordEndpoints } from '@/lib/record-api';

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export const CourseRecord = salvageable(Course);
export type CourseRecord = Static<typeof CourseRecord>;

// List answers are checked as an envelope, then course by course (lib/parse).
const CourseListEnvelope = envelope(CourseListResponse, 'courses');
const CourseByIdEnvelope = envelope(CourseByIdResponse, 'course');

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // The admin's calls are every record's (lib/record-api): here, what a course's are.
    const record = recordEndpoints(build, {
      tag: 'Course',
      path: '/api/courses',
      params: { limit: LIMITS.maxPageLimit },
      // A course with an odd value still has its row, to edit or delete it.
      parsePage: (raw) => {
        const { courses, totalPages, totalCourses } = parseResponse(CourseListEnvelope, raw);
        return {
          records: salvageEach(Course, CourseRecord, courses, 'courses'),
          totalPages,
          total: totalCourses,
        };
      },
      // An odd value leaves its field empty, for the admin to fill in.
      parseOne: (raw) => {
        const [first] = parseResponse(CourseByIdEnvelope, raw).course;
        return first === undefined ? null : salvage(Course, CourseRecord, first);
      },
      parseSaved: (raw) => parseResponse(CourseSavedResponse, raw).course,
    });
    return {
      getAdminCourses: record.getPage,
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
