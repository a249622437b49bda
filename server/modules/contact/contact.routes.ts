import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactBody,
  ContactListResponse,
  ContactSentResponse,
  ErrorResponse,
  LIMITS,
  PageQuery,
} from '@/contract';
import { dropEmptyFields } from '../../lib/clean-body';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { RATE_LIMITS } from '../../plugins/security';
import { listMessages, sendMessage } from './contact.service';

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

  app.get(
    '/api/admin/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: { 200: ContactListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      // Refuse before reading or validating anything a stranger sent.
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const page = pageRequest(request.query, LIMITS.maxPageLimit);
      const { messages, total } = await listMessages(app.db, page);
      return { success: true as const, data: messages, ...pageInfo(page, total), totalMessages: total };
    },
  );
  return Promise.resolve();
};
