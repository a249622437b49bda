import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeRoleBody,
  ErrorResponse,
  IdParams,
  MessageResponse,
  ROLE_LABELS,
  UserListResponse,
  UserSavedResponse,
} from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { notFound } from '../../lib/http-errors';
import { pageInfo } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { accountSite } from './account-emails';
import { auditActor } from './authenticate';
import { sendPasswordReset } from './password-reset';
import { changeRole, deleteAccount, findAccountById, listAccounts } from './users.service';

/** What an administrator's call on one account may be refused with. */
const ACCOUNT_ERRORS = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;

export const adminUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerAdminList(
    app,
    '/api/admin/user',
    'users',
    'All accounts, oldest first',
    UserListResponse,
    async (page) => {
      const { records, total } = await listAccounts(app.db, page);
      return {
        message: 'Users fetched successfully',
        data: records,
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
        security: BEARER,
        params: IdParams,
        response: { 200: MessageResponse, ...ACCOUNT_ERRORS, 409: ErrorResponse },
      },
      // Refuse before reading or validating anything a stranger sent.
      onRequest: app.requireAccess('users'),
    },
    async (request) => {
      await deleteAccount(app.db, request.params.id, auditActor(request));
      return { message: 'User deleted successfully' };
    },
  );
  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Give an account another role (admin, editor, door, user); it counts from the account's next call",
        description:
          'The last administrator keeps the role (409), also when two administrators demote each other at once.',
        security: BEARER,
        params: IdParams,
        body: ChangeRoleBody,
        response: { 200: UserSavedResponse, 400: ErrorResponse, ...ACCOUNT_ERRORS, 409: ErrorResponse },
      },
      onRequest: app.requireAccess('users'),
    },
    async (request) => {
      const user = await changeRole(app.db, request.params.id, request.body.role, auditActor(request));
      return { message: `${user.userName} is now ${ROLE_LABELS[user.role]}.`, user };
    },
  );

  app.post(
    '/api/users/:id/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mail a user a link to choose a new password (staff never see or set it)',
        description: "The user's older reset links end; the password stays until the link is used.",
        security: BEARER,
        params: IdParams,
        response: { 202: MessageResponse, ...ACCOUNT_ERRORS },
      },
      onRequest: app.requireAccess('users'),
    },
    async (request, reply) => {
      const account = await findAccountById(app.db, request.params.id);
      if (!account) throw notFound('No user with this id');
      await sendPasswordReset(app.db, account, await accountSite(app.db, app.config), auditActor(request));
      return reply
        .code(202)
        .send({ message: `A link to choose a new password was e-mailed to ${account.user.userEmail}.` });
    },
  );
  return Promise.resolve();
};
