import type { Static } from 'typebox';
import { Course, CourseByIdResponse, CourseListResponse, CourseSavedResponse } from '@/contract';
import { baseApi } from '@/lib/base-api';
import { salvageable } from '@/lib/parse';
import { recordCalls, salvagedAnswers } from '@/lib/record-api';

/** A course as the admin screens take it: whatever fields came back as expected, and its id. */
export const CourseRecord = salvageable(Course);
export type CourseRecord = Static<typeof CourseRecord>;

/** The admin's calls on courses: every record's (lib/record-api), at a course's path and with its answers. */
export const courseCalls = recordCalls(baseApi, {
  tag: 'Course',
  path: '/api/courses',
  ...salvagedAnswers(Course, CourseRecord, {
    list: [CourseListResponse, 'courses', 'totalCourses'],
    byId: [CourseByIdResponse, 'course'],
    saved: [CourseSavedResponse, 'course'],
  }),
});
