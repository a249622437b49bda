import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams, LIMITS, MessageResponse, PageQuery, UserListResponse } from '@/contract';
import { conflict, notFound } from '../../lib/http-errors';
import { pageRequest } from '../../lib/pagination';
import { deleteUser, listUsers, toUser } from './users.repository';

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
      const rows = await listUsers(app.db, page.limit, page.offset);
      return { message: 'Users fetched successfully', data: rows.map(toUser) };
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
      if (request.params.id === request.user?.id) throw conflict('You cannot delete your own account');
      if (!(await deleteUser(app.db, request.params.id))) throw notFound('No user with this id');
      return { message: 'User deleted successfully' };
    },
  );
  return Promise.resolve();
};
