import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactBody,
  ContactListResponse,
  ContactSentResponse,
  ErrorResponse,
  MessagesSeenBody,
  MessagesSeenResponse,
  UnreadMessagesQuery,
  UnreadMessagesResponse,
} from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { dropEmptyFields } from '../../lib/clean-body';
import { pageInfo } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { RATE_LIMITS } from '../../plugins/security';
import { signedInUserId } from '../accounts/authenticate';
import { listMessages, markMessagesSeen, sendMessage, unreadMessages } from './contact.service';

const ADMIN_ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'A visitor writes to the school (no account needed; a token is accepted and ignored)',
        body: ContactBody,
        response: { 201: ContactSentResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: RATE_LIMITS.contact },
      // A blank name, subject or message counts as not sent.
      preValidation: dropEmptyFields,
    },
    async (request, reply) => {
      const sent = await sendMessage(app.db, request.body);
      return reply.code(201).send({ message: 'Message sent successfully', data: sent });
    },
  );

  registerAdminList(
    app,
    '/api/admin/contact',
    'messages',
    'Contact messages, newest first',
    ContactListResponse,
    async (page) => {
      const { records, total } = await listMessages(app.db, page);
      return { success: true as const, data: records, ...pageInfo(page, total), totalMessages: total };
    },
  );

  app.get(
    '/api/admin/contact/unread',
    {
      schema: {
        tags: ['admin'],
        summary:
          'How many messages came since this admin last looked at them, and the newest five (after=: only newer ones in latest)',
        security: BEARER,
        querystring: UnreadMessagesQuery,
        response: { 200: UnreadMessagesResponse, ...ADMIN_ERRORS },
      },
      onRequest: app.requireAccess('messages'),
    },
    async (request) => ({
      message: 'Unread messages fetched successfully',
      ...(await unreadMessages(app.db, signedInUserId(request), request.query.after)),
    }),
  );

  app.post(
    '/api/admin/contact/seen',
    {
      schema: {
        tags: ['admin'],
        summary:
          'This admin has seen the messages up to upTo (the newest one shown), or all of them: they stop counting as new, in the browser and the desktop app alike',
        security: BEARER,
        body: MessagesSeenBody,
        response: { 200: MessagesSeenResponse, ...ADMIN_ERRORS },
      },
      onRequest: app.requireAccess('messages'),
    },
    async (request) => ({
      message: 'Messages marked as seen',
      seenAt: await markMessagesSeen(app.db, signedInUserId(request), request.body.upTo),
    }),
  );
  return Promise.resolve();
};
