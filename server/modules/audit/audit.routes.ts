import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUDIT_PAGE_SIZE, AuditListResponse, AuditQuery, ErrorResponse } from '@/contract';
import { wantsCsv } from '../../lib/csv';
import { pageInfo, pageRequest } from '../../lib/pagination';
import { BEARER } from '../../lib/route-schemas';
import { todayIso } from '../../lib/time';
import { auditService } from './audit.service';

/**
 * The audit log, for administrators: read only. No route changes or deletes an entry (a PUT,
 * PATCH or DELETE here is a 404); housekeeping alone removes those past the retention period.
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What the staff did, newest first: who, when, which record, what changed (before → after); Accept: text/csv gives every matching entry as a spreadsheet',
        description:
          'Filters: actor (an account id), kind (meeting, course, page, home, settings, user, registration, outbox, session), from and to (a day such as 2026-03-01, counted from its start or to its end in UTC, or an ISO date and time). `people` lists everyone the log names, for the person filter.',
        security: BEARER,
        querystring: AuditQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: {
            content: {
              'application/json': { schema: AuditListResponse },
              'text/csv': { schema: Type.String({ description: 'One header row, then a row per entry' }) },
            },
          },
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
      onRequest: app.requireAccess('audit'),
    },
    async (request, reply) => {
      const { query } = request;
      if (wantsCsv(request.headers.accept)) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${todayIso()}.csv"`)
          .send(await auditService.csv(app.db, query));
      }
      const page = pageRequest(query, AUDIT_PAGE_SIZE);
      const { entries, total, people } = await auditService.list(app.db, query, page);
      return reply.type('application/json; charset=utf-8').send({
        message: 'Audit log fetched successfully',
        entries,
        ...pageInfo(page, total),
        totalEntries: total,
        people,
      });
    },
  );
  return Promise.resolve();
};
