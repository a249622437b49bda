import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams, MessageResponse, UserListResponse } from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { pageInfo } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { deleteAccount, listAccounts } from './users.service';

export const adminUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerAdminList(app, '/api/admin/user', 'All accounts, oldest first', UserListResponse, async (page) => {
    const { records, total } = await listAccounts(app.db, page);
    return {
      message: 'Users fetched successfully',
      data: records,
      ...pageInfo(page, total),
      totalUsers: total,
    };
  });

  app.delete(
    '/api/admin/user/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account; its tokens stop working at once. Admins cannot delete themselves.',
        security: BEARER,
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
