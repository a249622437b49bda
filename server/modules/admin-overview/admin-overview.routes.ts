import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOverviewResponse, ErrorResponse } from '@/contract';
import { BEARER } from '../../lib/route-schemas';
import { todayIso } from '../../lib/time';
import { signedInUserId } from '../accounts/authenticate';
import { adminOverview } from './admin-overview.service';

export const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The admin dashboard in one call: counts, the next five meetings, and the messages new to this admin',
        security: BEARER,
        response: { 200: AdminOverviewResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      message: 'Overview fetched successfully',
      ...(await adminOverview(app.db, signedInUserId(request), todayIso())),
    }),
  );
  return Promise.resolve();
};
