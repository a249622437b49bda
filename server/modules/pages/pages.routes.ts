import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_PAGES_WIRE,
  ContentPageByIdResponse,
  ContentPageBySlugAnswer,
  ContentPageInput,
  ContentPageListResponse,
  ContentPagePatch,
  ContentPageSavedResponse,
  ErrorResponse,
  SlugParams,
} from '@/contract';
import { tablesStamp } from '../../db/data-versions';
import {
  registerRecordList,
  registerRecordRoutes,
  type RecordCollection,
} from '../resource-kit/record-routes';
import { pagesService } from './pages.service';

/** Where content pages are, for their list and their record routes alike. */
const pages: RecordCollection = { wire: CONTENT_PAGES_WIRE, table: 'pages', tag: 'pages' };
const tags = [pages.tag];

/** The school's content pages: public reads (kept in memory per change counter), admin writes. */
export const pagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** An answer from memory while the pages table is unchanged, computed anew once it changes. */
  const fromMemory = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ) => app.answerCache.send(request, reply, await tablesStamp(app.db, ['pages']), key, compute);

  registerRecordList(app, pages, {
    summary: 'Content pages, by title',
    response: ContentPageListResponse,
    list: (db, page) => pagesService.list(db, page),
  });

  app.get(
    `${CONTENT_PAGES_WIRE.path}/slug/:slug`,
    {
      schema: {
        tags,
        summary: 'The content page at this address',
        params: SlugParams,
        response: { 200: ContentPageBySlugAnswer, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      return fromMemory(request, reply, `slug|${slug}`, async () => ({
        message: 'Page fetched successfully',
        page: await pagesService.bySlug(app.db, slug),
      }));
    },
  );

  registerRecordRoutes(app, {
    ...pages,
    noun: 'page',
    schemas: {
      input: ContentPageInput,
      patch: ContentPagePatch,
      byId: ContentPageByIdResponse,
      saved: ContentPageSavedResponse,
    },
    service: pagesService,
  });
  return Promise.resolve();
};
