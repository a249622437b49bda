import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { encodeMedium } from './images';
import { findUpload, saveUploads } from './uploads.repository';

const UPLOAD_NAME = /^([0-9a-f]{16,64})(-card|-medium)?\.webp$/;

/**
 * A stored image, or its medium variant made now from the full image when the picture was
 * uploaded before that variant existed (it is kept, so this happens once per picture).
 */
async function findOrMakeUpload(db: Db, name: string) {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return undefined;
  const stored = await findUpload(db, name);
  const [, hash = '', variant] = match;
  if (stored || variant !== '-medium') return stored;
  const full = await findUpload(db, `${hash}.webp`);
  if (!full) return undefined;
  const medium = await encodeMedium(full.data, hash);
  await saveUploads(db, [medium]);
  return { content_type: medium.contentType, data: medium.data };
}

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
      const upload = await findOrMakeUpload(app.db, request.params.name);
      if (!upload) throw notFound('No such image');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(upload.content_type)
        .send(upload.data);
    },
  );
  return Promise.resolve();
};
