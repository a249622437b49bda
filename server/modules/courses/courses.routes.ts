import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COURSES_WIRE,
  CourseByIdResponse,
  CourseInput,
  CourseListResponse,
  CoursePatch,
  CourseSavedResponse,
} from '@/contract';
import {
  registerRecordList,
  registerRecordRoutes,
  type RecordCollection,
} from '../resource-kit/record-routes';
import { coursesService } from './courses.service';

/** Where courses are, for their list and their record routes alike. */
const courses: RecordCollection = { wire: COURSES_WIRE, table: 'courses', tag: 'courses' };

export const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerRecordList(app, courses, {
    summary: 'Courses, best rated first',
    response: CourseListResponse,
    list: (db, page) => coursesService.list(db, page),
  });

  registerRecordRoutes(app, {
    ...courses,
    noun: 'course',
    imageField: 'courseImage',
    schemas: { input: CourseInput, patch: CoursePatch, byId: CourseByIdResponse, saved: CourseSavedResponse },
    service: coursesService,
  });
  return Promise.resolve();
};
