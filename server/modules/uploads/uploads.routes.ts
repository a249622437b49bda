import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { findUpload } from './uploads.repository';

const UPLOAD_NAME = /^[0-9a-f]{16,64}(-card)?\.webp$/;

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
      const { name } = request.params;
      const upload = UPLOAD_NAME.test(name) ? await findUpload(app.db, name) : undefined;
      if (!upload) throw notFound('No such image');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(upload.content_type)
        .send(upload.data);
    },
  );
  return Promise.resolve();
};
