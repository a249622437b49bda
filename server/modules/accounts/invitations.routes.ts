import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCEPT_INVITATION_PATH,
  AcceptInvitationBody,
  ErrorResponse,
  IdParams,
  INVITATION_DAYS,
  InvitationBody,
  InvitationListResponse,
  InvitationSavedResponse,
  LoginResponse,
  MessageResponse,
  ROLE_LABELS,
} from '@/contract';
import { trimFields } from '../../lib/clean-body';
import { BEARER } from '../../lib/route-schemas';
import { accountSite } from './account-emails';
import { LINK_CALL, LINK_REFUSALS } from './account-link-calls';
import { auditActor } from './authenticate';
import { acceptInvitation, inviteStaff, pendingInvitations, withdrawInvitation } from './invitations';
import { hashPassword } from './password';
import { hashingThrough } from './route-limits';
import { startSession } from './sessions.service';

/** What an administrator's invitation call may be refused with. */
const ADMIN_REFUSALS = { 401: ErrorResponse, 403: ErrorResponse } as const;

export const invitationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hashingFor = hashingThrough(app.db);

  app.post(
    '/api/admin/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite someone to join the staff with a role (admin, editor, door), by e-mail',
        description: `The e-mail links to PUBLIC_URL${ACCEPT_INVITATION_PATH}?token=…, working once for ${String(INVITATION_DAYS)} days. A newer invitation to the same address replaces the older (its link stops working). An address that already has an account is a 409.`,
        security: BEARER,
        body: InvitationBody,
        response: { 201: InvitationSavedResponse, 400: ErrorResponse, ...ADMIN_REFUSALS, 409: ErrorResponse },
      },
      onRequest: app.requireAccess('users'),
      preValidation: trimFields('email'),
    },
    async (request, reply) => {
      const invitation = await inviteStaff(
        app.db,
        request.body,
        auditActor(request),
        await accountSite(app.db, app.config),
      );
      return reply.code(201).send({
        message: `An invitation to join as ${ROLE_LABELS[invitation.role]} was e-mailed to ${invitation.email}.`,
        invitation,
      });
    },
  );

  app.get(
    '/api/admin/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invitations still waiting to be accepted (not withdrawn, not expired), newest first',
        security: BEARER,
        response: { 200: InvitationListResponse, ...ADMIN_REFUSALS },
      },
      onRequest: app.requireAccess('users'),
    },
    async () => ({
      message: 'Invitations fetched successfully',
      invitations: await pendingInvitations(app.db),
    }),
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdraw a pending invitation: its link stops working',
        description: 'An unknown invitation, or one accepted, withdrawn or expired already, is a 404.',
        security: BEARER,
        params: IdParams,
        response: { 200: MessageResponse, ...ADMIN_REFUSALS, 404: ErrorResponse },
      },
      onRequest: app.requireAccess('users'),
    },
    async (request) => {
      await withdrawInvitation(app.db, request.params.id, auditActor(request));
      return { message: 'The invitation was withdrawn: its link no longer works.' };
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Accept an invitation: the new member's account, logged in (the answer's data is the bearer token)",
        description:
          'The account has the invited role and its address counts as confirmed. The password follows the sign-up rule (a 400 says why one is refused, and the link keeps working). A used, expired, withdrawn or replaced invitation is a 400; an address that got an account meanwhile is a 409.',
        body: AcceptInvitationBody,
        response: { 201: LoginResponse, ...LINK_REFUSALS, 409: ErrorResponse },
      },
      config: LINK_CALL,
      preValidation: trimFields('name'),
    },
    async (request, reply) => {
      const account = await acceptInvitation(
        app.db,
        request.body,
        await accountSite(app.db, app.config),
        (secret) => hashingFor(reply, request.ip, () => hashPassword(secret, app.config.passwordHashCost)),
      );
      const token = await startSession(app.db, account, app.config.jwtSecret);
      return reply.code(201).send({
        message: `Welcome, ${account.user.userName}: you are ${ROLE_LABELS[account.user.role]} now.`,
        data: token,
      });
    },
  );
  return Promise.resolve();
};
