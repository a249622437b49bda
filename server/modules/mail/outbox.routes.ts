import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  IdParams,
  MessageResponse,
  OutboxEmailResponse,
  OutboxListResponse,
} from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { notFound } from '../../lib/http-errors';
import { pageInfo } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { auditActor } from '../accounts/authenticate';
import { findOutboxEmail, listOutboxEmails, sendFailedEmailAgain } from './outbox';

/** The admin's view of the outbox: what was sent, what waits (all of it, while SMTP_URL is unset), what failed. */
export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sending = app.config.smtpUrl !== undefined;

  registerAdminList(
    app,
    '/api/admin/outbox',
    'messages',
    'E-mails to visitors, newest first: pending, being sent, sent or failed, with tries and the last error',
    OutboxListResponse,
    async (page) => {
      const { records, total } = await listOutboxEmails(app.db, page);
      return { success: true as const, data: records, ...pageInfo(page, total), totalEmails: total, sending };
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One e-mail in full (its text and attachments), for a preview',
        security: BEARER,
        params: IdParams,
        response: {
          200: OutboxEmailResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      onRequest: app.requireAccess('messages'),
    },
    async (request) => {
      const email = await findOutboxEmail(app.db, request.params.id, app.config.mailFrom ?? null);
      if (!email) throw notFound('No e-mail with this id in the outbox');
      return { message: 'E-mail fetched successfully', email };
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed e-mail again: it waits to be sent at once, with all its tries ahead',
        description:
          'Only an e-mail that failed (given up after its tries); any other is a 409 that says what it is doing. Recorded in the audit log.',
        security: BEARER,
        params: IdParams,
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      onRequest: app.requireAccess('messages'),
    },
    async (request) => {
      await sendFailedEmailAgain(app.db, request.params.id, auditActor(request));
      return {
        message: sending
          ? 'The e-mail will be sent again in a moment.'
          : 'The e-mail waits to be sent again: it goes out once mail is set up (SMTP_URL).',
      };
    },
  );
  return Promise.resolve();
};
