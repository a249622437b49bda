import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseByIdResponse,
  CourseInput,
  CourseListResponse,
  CoursePatch,
  CourseSavedResponse,
  ErrorResponse,
  IdParams,
  LIMITS,
  MessageResponse,
  PageQuery,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import type { CourseRowUpdate } from '../../db/schema';
import { dropEmptyFields } from '../../lib/clean-body';
import { withoutUndefined } from '../../lib/defined';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { storeImageField } from '../uploads/image-field';
import {
  deleteCourse,
  findCourse,
  insertCourse,
  listCourses,
  toCourse,
  updateCourse,
} from './courses.repository';

const TAGS = ['courses'];
const ADMIN = [{ bearer: [] }];
const noSuchCourse = () => notFound('No course with this id');

export const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/courses',
    {
      schema: {
        tags: TAGS,
        summary: 'Courses, best rated first',
        querystring: PageQuery,
        response: { 200: CourseListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const version = await dataVersion(app.db, 'courses');
      return app.answerCache.send(
        request,
        reply,
        `courses:${version}`,
        `list|${page.page}|${page.limit}`,
        async () => {
          const { rows, total } = await listCourses(app.db, page);
          return {
            message: 'Courses fetched successfully',
            courses: rows.map(toCourse),
            ...pageInfo(page, total),
            totalCourses: total,
          };
        },
      );
    },
  );

  app.get(
    '/api/courses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One course (as a one-item list)',
        params: IdParams,
        response: { 200: CourseByIdResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = await dataVersion(app.db, 'courses');
      return app.answerCache.send(request, reply, `courses:${version}`, `course|${id}`, async () => {
        const row = await findCourse(app.db, id);
        if (!row) throw noSuchCourse();
        return { message: 'Course fetched successfully', course: [toCourse(row)] };
      });
    },
  );

  app.post(
    '/api/courses',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a course (multipart form with an optional courseImage file, or JSON)',
        security: ADMIN,
        consumes: ['multipart/form-data', 'application/json'],
        body: CourseInput,
        response: {
          201: CourseSavedResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
        },
      },
      preValidation: dropEmptyFields,
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      const courseImage =
        body.courseImage === undefined ? '' : await storeImageField(app.db, 'courseImage', body.courseImage);
      const now = nowIso();
      const row = await insertCourse(app.db, {
        id: newId(),
        title: body.title,
        description: body.description ?? '',
        price: body.price,
        rating: body.rating,
        course_image: courseImage,
        created_at: now,
        updated_at: now,
      });
      return reply.code(201).send({ message: 'Course created successfully', course: toCourse(row) });
    },
  );

  app.patch(
    '/api/courses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change some fields of a course (multipart form or JSON); empty fields are left as they are',
        security: ADMIN,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        body: CoursePatch,
        response: {
          200: CourseSavedResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
        },
      },
      preValidation: dropEmptyFields,
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const body = request.body;
      if (!(await findCourse(app.db, request.params.id))) throw noSuchCourse();
      const patch: CourseRowUpdate = {
        title: body.title,
        description: body.description,
        price: body.price,
        rating: body.rating,
      };
      if (body.courseImage !== undefined) {
        patch.course_image = await storeImageField(app.db, 'courseImage', body.courseImage);
      }
      const changes = withoutUndefined(patch);
      if (Object.keys(changes).length === 0) throw badRequest('Send at least one field to change');
      const row = await updateCourse(app.db, request.params.id, { ...changes, updated_at: nowIso() });
      if (!row) throw noSuchCourse();
      return { message: 'Course updated successfully', course: toCourse(row) };
    },
  );

  app.delete(
    '/api/courses/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a course',
        security: ADMIN,
        params: IdParams,
        response: { 200: MessageResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      if (!(await deleteCourse(app.db, request.params.id))) throw noSuchCourse();
      return { message: 'Course deleted successfully' };
    },
  );
  return Promise.resolve();
};
