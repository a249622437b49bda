import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactBody, ContactListResponse, ContactSentResponse, ErrorResponse } from '@/contract';
import { registerAdminList } from '../../lib/admin-list';
import { dropEmptyFields } from '../../lib/clean-body';
import { pageInfo } from '../../lib/pagination';
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

  registerAdminList(
    app,
    '/api/admin/contact',
    'Contact messages, newest first',
    ContactListResponse,
    async (page) => {
      const { messages, total } = await listMessages(app.db, page);
      return { success: true as const, data: messages, ...pageInfo(page, total), totalMessages: total };
    },
  );
  return Promise.resolve();
};
