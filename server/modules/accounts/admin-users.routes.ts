import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeUserBody,
  ErrorResponse,
  IdParams,
  MessageResponse,
  ROLE_LABELS,
  UserListResponse,
  UserSavedResponse,
  type User,
} from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { conflict, notFound } from '../../lib/http-errors';
import { pageInfo } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { accountSite } from './account-emails';
import { auditActor } from './authenticate';
import { sendPasswordReset } from './password-reset';
import { changeAccount, deleteAccount, findAccountById, listAccounts } from './users.service';

/** What an administrator's call on one account may be refused with. */
const ACCOUNT_ERRORS = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;

/** What a change of an account did, in words: its new role, its lock. */
function changedMessage(user: User, change: ChangeUserBody): string {
  const said = [];
  if (change.role !== undefined) said.push(`${user.userName} is now ${ROLE_LABELS[user.role]}.`);
  if (change.locked === true) said.push(`${user.userName} is locked: signed out, and cannot log in.`);
  if (change.locked === false) said.push(`${user.userName} can log in again.`);
  return said.join(' ');
}

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
          "Give an account another role (admin, editor, door, user), lock or unlock it; it counts from the account's next call",
        description:
          'Either or both of role and locked. Locking ends all its sessions at once: its calls get a 401, its login a 403 (only with the right password) and it is sent no password-reset link, until it is unlocked. The last administrator who can log in keeps the role and cannot be locked (409), also when two administrators demote each other at once; an administrator cannot lock their own account (409).',
        security: BEARER,
        params: IdParams,
        body: ChangeUserBody,
        response: { 200: UserSavedResponse, 400: ErrorResponse, ...ACCOUNT_ERRORS, 409: ErrorResponse },
      },
      onRequest: app.requireAccess('users'),
    },
    async (request) => {
      const { role, locked } = request.body;
      const user = await changeAccount(app.db, request.params.id, { role, locked }, auditActor(request));
      return { message: changedMessage(user, request.body), user };
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
        response: { 202: MessageResponse, ...ACCOUNT_ERRORS, 409: ErrorResponse },
      },
      onRequest: app.requireAccess('users'),
    },
    async (request, reply) => {
      const account = await findAccountById(app.db, request.params.id);
      if (!account) throw notFound('No user with this id');
      if (account.user.locked)
        throw conflict(`${account.user.userName}'s account is locked: unlock it first.`);
      await sendPasswordReset(app.db, account, await accountSite(app.db, app.config), auditActor(request));
      return reply
        .code(202)
        .send({ message: `A link to choose a new password was e-mailed to ${account.user.userEmail}.` });
    },
  );
  return Promise.resolve();
};
