import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { ErrorResponse, LIMITS, PageQuery, type Access } from '@/contract';
import { pageRequest, type PageRequest } from './pagination';
import { BEARER } from './route-schemas';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * GET `path`: a page of a list only staff with `access` read (`?page=&limit=`). It answers what
 * `answer` makes of the page asked for, a 400 for a query out of range, a 401 or 403 for anyone else.
 */
export function registerAdminList<Page extends TSchema>(
  app: App,
  path: string,
  access: Access,
  summary: string,
  page: Page,
  answer: (page: PageRequest) => Promise<Static<Page>>,
): void {
  // Typed by `answer`: Fastify cannot follow a type parameter through a route's schema.
  const pageSchema: TSchema = page;
  app.get(
    path,
    {
      schema: {
        tags: ['admin'],
        summary,
        security: BEARER,
        querystring: PageQuery,
        response: { 200: pageSchema, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      // Refuse before reading or validating anything a stranger sent.
      onRequest: app.requireAccess(access),
    },
    (request) => answer(pageRequest(request.query, LIMITS.maxPageLimit)),
  );
}
