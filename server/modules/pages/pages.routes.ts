import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ContentPageByIdResponse,
  ContentPageBySlugAnswer,
  ContentPageInput,
  ContentPageListResponse,
  ContentPagePatch,
  ContentPageSavedResponse,
  ErrorResponse,
  SlugParams,
} from '@/contract';
import { dataVersion } from '../../db/data-versions';
import { registerRecordList, registerRecordRoutes } from '../resource-kit/record-routes';
import { pagesService } from './pages.service';

const tags = ['pages'];

/** The school's content pages: public reads (kept in memory per change counter), admin writes. */
export const pagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** An answer from memory while the pages table is unchanged, computed anew once it changes. */
  const fromMemory = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ) => app.answerCache.send(request, reply, `pages:${await dataVersion(app.db, 'pages')}`, key, compute);

  registerRecordList(app, {
    path: '/api/pages',
    table: 'pages',
    tag: 'pages',
    summary: 'Content pages, by title',
    response: ContentPageListResponse,
    keys: { records: 'pages', total: 'totalContentPages' },
    message: 'Pages fetched successfully',
    list: (db, page) => pagesService.list(db, page),
  });

  app.get(
    '/api/pages/slug/:slug',
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
    path: '/api/pages',
    table: 'pages',
    tag: 'pages',
    noun: 'page',
    schemas: {
      input: ContentPageInput,
      patch: ContentPagePatch,
      byId: ContentPageByIdResponse,
      saved: ContentPageSavedResponse,
    },
    keys: { byId: 'page', saved: 'page' },
    service: pagesService,
  });
  return Promise.resolve();
};
