import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOverviewResponse, ErrorResponse } from '@/contract';
import { unauthorized } from '../../lib/http-errors';
import { BEARER } from '../../lib/route-schemas';
import { todayIso } from '../../lib/time';
import { adminOverview } from './admin-overview.service';

export const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The admin dashboard in one call: counts, the next five meetings, and (for those who read them) the messages new to this member of staff',
        security: BEARER,
        response: { 200: AdminOverviewResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: app.requireAccess('staff'),
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return {
        message: 'Overview fetched successfully',
        ...(await adminOverview(app.db, request.user, todayIso())),
      };
    },
  );
  return Promise.resolve();
};
