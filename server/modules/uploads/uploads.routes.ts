import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { findPicture } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded image (immutable: its name is its content hash)',
        params: Type.Object({ name: Type.String() }),
      },
    },
    async (request, reply) => {
      const picture = await findPicture(app.db, request.params.name);
      if (!picture) throw notFound('No such image');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(picture.contentType)
        .send(picture.data);
    },
  );
  return Promise.resolve();
};
