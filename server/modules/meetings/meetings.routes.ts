import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALL_MEETINGS,
  ErrorResponse,
  IdParams,
  MEETING_CATEGORIES,
  MEETINGS_PAGE_SIZE,
  LIMITS,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingCategoryParams,
  MeetingInput,
  MeetingListQuery,
  MeetingListResponse,
  MeetingPatch,
  MeetingSavedResponse,
  MessageResponse,
  PageQuery,
  type MeetingCategory,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import type { MeetingRowUpdate } from '../../db/schema';
import { dropEmptyFields } from '../../lib/clean-body';
import { withoutUndefined } from '../../lib/defined';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { nowIso, todayIso } from '../../lib/time';
import { storeImageField } from '../uploads/image-field';
import {
  deleteMeeting,
  findMeeting,
  insertMeeting,
  listMeetings,
  toMeeting,
  updateMeeting,
} from './meetings.repository';

const TAGS = ['meetings'];
const ADMIN = [{ bearer: [] }];
const noSuchMeeting = () => notFound('No meeting with this id');

export const meetingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/meetings',
    {
      schema: {
        tags: TAGS,
        summary: 'Upcoming meetings, soonest first (scope=all adds past ones; admins only)',
        querystring: MeetingListQuery,
        response: { 200: MeetingListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      preHandler: async (request) => {
        if (request.query.scope === 'all') await app.requireAdmin(request);
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const fromDate = request.query.scope === 'all' ? undefined : todayIso();
      const version = await dataVersion(app.db, 'meetings');
      const stamp = `meetings:${version}|${fromDate ?? 'all'}`;
      return app.answerCache.send(request, reply, stamp, `list|${page.page}|${page.limit}`, async () => {
        const { rows, total } = await listMeetings(app.db, { fromDate }, page, version);
        return {
          message: 'Meetings fetched successfully',
          meetings: rows.map(toMeeting),
          ...pageInfo(page, total),
          totalMeetings: total,
        };
      });
    },
  );

  app.get(
    '/api/meetings/category/:category',
    {
      schema: {
        tags: TAGS,
        summary: `Upcoming meetings of one category ('${ALL_MEETINGS}' for every category), ${MEETINGS_PAGE_SIZE} per page by default`,
        params: MeetingCategoryParams,
        querystring: PageQuery,
        response: { 200: MeetingCategoryPage, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { category } = request.params;
      const known = MEETING_CATEGORIES.find((c) => c === category);
      if (!known && category !== ALL_MEETINGS) {
        throw badRequest(
          `Unknown category "${category}": use ${[ALL_MEETINGS, ...MEETING_CATEGORIES].join(', ')}`,
        );
      }
      const page = pageRequest(request.query, MEETINGS_PAGE_SIZE);
      const fromDate = todayIso();
      const version = await dataVersion(app.db, 'meetings');
      const stamp = `meetings:${version}|${fromDate}`;
      const key = `category|${known ?? ALL_MEETINGS}|${page.page}|${page.limit}`;
      return app.answerCache.send(request, reply, stamp, key, async () => {
        const { rows, total } = await listMeetings(app.db, { category: known, fromDate }, page, version);
        return {
          success: true as const,
          meetings: rows.map(toMeeting),
          ...pageInfo(page, total),
          totalMeetings: total,
        };
      });
    },
  );

  app.get(
    '/api/meetings/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One meeting (as a one-item list)',
        params: IdParams,
        response: { 200: MeetingByIdResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = await dataVersion(app.db, 'meetings');
      return app.answerCache.send(request, reply, `meetings:${version}`, `meeting|${id}`, async () => {
        const row = await findMeeting(app.db, id);
        if (!row) throw noSuchMeeting();
        return { message: 'Meeting fetched successfully', meetings: [toMeeting(row)] };
      });
    },
  );

  app.post(
    '/api/meetings',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a meeting (multipart form with an optional meetingImage file, or JSON)',
        security: ADMIN,
        consumes: ['multipart/form-data', 'application/json'],
        body: MeetingInput,
        response: {
          201: MeetingSavedResponse,
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
      const meetingImage =
        body.meetingImage === undefined
          ? ''
          : await storeImageField(app.db, 'meetingImage', body.meetingImage);
      const now = nowIso();
      const row = await insertMeeting(app.db, {
        id: newId(),
        title: body.title,
        description: body.description ?? '',
        date: body.date,
        price: body.price,
        location: body.location,
        hours: body.hours,
        book_now: body.bookNow,
        category: body.category,
        meeting_image: meetingImage,
        created_at: now,
        updated_at: now,
      });
      return reply.code(201).send({ message: 'Meeting created successfully', meeting: toMeeting(row) });
    },
  );

  app.patch(
    '/api/meetings/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Change some fields of a meeting (multipart form or JSON); empty fields are left as they are',
        security: ADMIN,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        body: MeetingPatch,
        response: {
          200: MeetingSavedResponse,
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
      if (!(await findMeeting(app.db, request.params.id))) throw noSuchMeeting();
      const patch: MeetingRowUpdate = {
        title: body.title,
        description: body.description,
        date: body.date,
        price: body.price,
        location: body.location,
        hours: body.hours,
        book_now: body.bookNow,
        category: body.category satisfies MeetingCategory | undefined,
      };
      if (body.meetingImage !== undefined) {
        patch.meeting_image = await storeImageField(app.db, 'meetingImage', body.meetingImage);
      }
      const changes = withoutUndefined(patch);
      if (Object.keys(changes).length === 0) throw badRequest('Send at least one field to change');
      const row = await updateMeeting(app.db, request.params.id, { ...changes, updated_at: nowIso() });
      if (!row) throw noSuchMeeting();
      return { message: 'Meeting updated successfully', meeting: toMeeting(row) };
    },
  );

  app.delete(
    '/api/meetings/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a meeting',
        security: ADMIN,
        params: IdParams,
        response: { 200: MessageResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      if (!(await deleteMeeting(app.db, request.params.id))) throw noSuchMeeting();
      return { message: 'Meeting deleted successfully' };
    },
  );
  return Promise.resolve();
};
