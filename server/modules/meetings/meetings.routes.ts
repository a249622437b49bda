import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALL_MEETINGS,
  ErrorResponse,
  MEETINGS_PAGE_SIZE,
  MEETINGS_WIRE,
  LIMITS,
  MeetingByIdResponse,
  MeetingCategoryPage,
  MeetingCategoryParams,
  MeetingInput,
  MeetingListQuery,
  MeetingListResponse,
  MeetingPatch,
  MeetingSavedResponse,
  PageQuery,
} from '@/contract';
import { dataVersion, seatsVersion } from '../../db/data-versions';
import { badRequest } from '../../lib/http-errors';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { todayIso } from '../../lib/time';
import { categoriesService } from '../categories/categories.service';
import { registerRecordRoutes } from '../resource-kit/record-routes';
import { meetingsService } from './meetings.service';

const TAGS = ['meetings'];

export const meetingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    MEETINGS_WIRE.path,
    {
      schema: {
        tags: TAGS,
        summary: 'Upcoming meetings, soonest first (scope=all adds past ones; admins only)',
        querystring: MeetingListQuery,
        response: { 200: MeetingListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      preHandler: async (request) => {
        if (request.query.scope === 'all') await app.requireAccess('registrations')(request);
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const fromDate = request.query.scope === 'all' ? undefined : todayIso();
      // Staff (scope=all) see the seats exact; visitors' lists take a new count at most every
      // SEAT_COUNTS_FRESH_MS, so a rush of registrations does not recompute them each time.
      const [version, seats] = await Promise.all([
        dataVersion(app.db, 'meetings'),
        fromDate === undefined ? dataVersion(app.db, 'meeting_seats') : seatsVersion(app.db),
      ]);
      const stamp = `meetings:${version}|seats:${seats}|${fromDate ?? 'all'}`;
      return app.answerCache.send(request, reply, stamp, `list|${page.page}|${page.limit}`, async () => {
        const { meetings, total } = await meetingsService.list(app.db, { fromDate }, page, version);
        return {
          message: 'Meetings fetched successfully',
          meetings,
          ...pageInfo(page, total),
          totalMeetings: total,
        };
      });
    },
  );

  app.get(
    `${MEETINGS_WIRE.path}/category/:category`,
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
      // By its name, exactly, as the original client asks: 'soon' is no category.
      const known = category === ALL_MEETINGS ? undefined : await categoriesService.named(app.db, category);
      if (!known && category !== ALL_MEETINGS) {
        const names = (await categoriesService.all(app.db)).map((each) => each.name);
        throw badRequest(`Unknown category "${category}": use ${[ALL_MEETINGS, ...names].join(', ')}`);
      }
      const page = pageRequest(request.query, MEETINGS_PAGE_SIZE);
      const fromDate = todayIso();
      const [version, seats] = await Promise.all([dataVersion(app.db, 'meetings'), seatsVersion(app.db)]);
      const stamp = `meetings:${version}|seats:${seats}|${fromDate}`;
      const key = `category|${known?.name ?? ALL_MEETINGS}|${page.page}|${page.limit}`;
      return app.answerCache.send(request, reply, stamp, key, async () => {
        const filter = { category: known?.name, fromDate };
        const { meetings, total } = await meetingsService.list(app.db, filter, page, version);
        return {
          success: true as const,
          meetings,
          ...pageInfo(page, total),
          totalMeetings: total,
        };
      });
    },
  );

  registerRecordRoutes(app, {
    wire: MEETINGS_WIRE,
    table: 'meetings',
    // Its seats move apart from its content, and show at most SEAT_COUNTS_FRESH_MS late.
    alsoStamp: async () => `seats:${await seatsVersion(app.db)}`,
    tag: 'meetings',
    noun: 'meeting',
    imageField: 'meetingImage',
    schemas: {
      input: MeetingInput,
      patch: MeetingPatch,
      byId: MeetingByIdResponse,
      saved: MeetingSavedResponse,
    },
    service: meetingsService.withMail(app.config),
  });
  return Promise.resolve();
};
