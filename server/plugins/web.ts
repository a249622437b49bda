import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PATHS = /^\/(api|uploads)(\/|$)/;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the built website: hashed assets forever, index.html never from cache, and index.html
 * for any other page path so the browser router can take over (SPA fallback).
 */
async function webPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webRoot;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // The build writes .br and .gz beside every text asset: compressed once, not per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // A compressed variant (index.html.br) is cached like the file it stands for.
        const relative = path.relative(root, filePath).replace(PRECOMPRESSED_SUFFIX, '');
        const hashed = relative.startsWith(`assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? IMMUTABLE : relative === 'index.html' ? NO_CACHE : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATHS.test(pathname);
    if (root && wantsPage && !path.extname(pathname)) {
      return reply
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html', root);
    }
    return reply.code(404).send(notFoundBody(pathname));
  });
}

export const web = fp(webPlugin, { name: 'web' });
