import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseByIdResponse,
  CourseInput,
  CourseListResponse,
  CoursePatch,
  CourseSavedResponse,
  ErrorResponse,
  LIMITS,
  PageQuery,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { registerRecordRoutes } from '../resource-kit/record-routes';
import { coursesService } from './courses.service';

export const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Courses, best rated first',
        querystring: PageQuery,
        response: { 200: CourseListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const version = await dataVersion(app.db, 'courses');
      const key = `list|${page.page}|${page.limit}`;
      return app.answerCache.send(request, reply, `courses:${version}`, key, async () => {
        const { courses, total } = await coursesService.list(app.db, page);
        return {
          message: 'Courses fetched successfully',
          courses,
          ...pageInfo(page, total),
          totalCourses: total,
        };
      });
    },
  );

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
