import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseByIdResponse,
  CourseInput,
  CourseListResponse,
  CoursePatch,
  CourseSavedResponse,
} from '@/contract';
import { registerRecordList, registerRecordRoutes } from '../resource-kit/record-routes';
import { coursesService } from './courses.service';

export const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerRecordList(app, {
    path: '/api/courses',
    table: 'courses',
    tag: 'courses',
    summary: 'Courses, best rated first',
    response: CourseListResponse,
    keys: { records: 'courses', total: 'totalCourses' },
    message: 'Courses fetched successfully',
    list: (db, page) => coursesService.list(db, page),
  });

  registerRecordRoutes(app, {
    path: '/api/courses',
    table: 'courses',
    tag: 'courses',
    noun: 'course',
    imageField: 'courseImage',
    schemas: { input: CourseInput, patch: CoursePatch, byId: CourseByIdResponse, saved: CourseSavedResponse },
    keys: { byId: 'course', saved: 'course' },
    service: coursesService,
  });
  return Promise.resolve();
};
