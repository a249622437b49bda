import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams, LIMITS, MessageResponse, PageQuery, UserListResponse } from '@/contract';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { deleteAccount, listAccounts } from './users.service';

export const adminUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/user',
    {
      schema: {
        tags: ['admin'],
        summary: 'All accounts, oldest first',
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: { 200: UserListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      // Refuse before reading or validating anything a stranger sent.
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const { users, total } = await listAccounts(app.db, page);
      return {
        message: 'Users fetched successfully',
        data: users,
        ...pageInfo(page, total),
        totalUsers: total,
      };
    },
  );

  app.delete(
    '/api/admin/user/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account; its tokens stop working at once. Admins cannot delete themselves.',
        security: [{ bearer: [] }],
        params: IdParams,
        response: {
          200: MessageResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      // Refuse before reading or validating anything a stranger sent.
      onRequest: app.requireAdmin,
    },
    async (request) => {
      await deleteAccount(app.db, request.params.id, request.user?.id);
      return { message: 'User deleted successfully' };
    },
  );
  return Promise.resolve();
};
