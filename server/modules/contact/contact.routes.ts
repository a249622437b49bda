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
import { newId } from '../../lib/ids';
import { pageRequest } from '../../lib/pagination';
import { nowIso } from '../../lib/time';
import { RATE_LIMITS } from '../../plugins/security';
import { insertContactSubmission, listContactSubmissions, toContactSubmission } from './contact.repository';

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
      const { name, email, subject, message } = request.body;
      const row = await insertContactSubmission(app.db, {
        id: newId(),
        name: name.trim(),
        email: email.trim(),
        subject: subject.trim(),
        message: message.trim(),
        created_at: nowIso(),
      });
      return reply.code(201).send({ message: 'Message sent successfully', data: toContactSubmission(row) });
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
      const rows = await listContactSubmissions(app.db, page.limit, page.offset);
      return { success: true as const, data: rows.map(toContactSubmission) };
    },
  );
  return Promise.resolve();
};
