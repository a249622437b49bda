import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPageRendering } from '../modules/website/page-renderer';
import { notFoundBody } from './errors';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PATHS = /^\/(api|uploads)(\/|$)/;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the built website: hashed assets forever; every page path drawn on the server with its
 * data (never cached), or index.html where the browser draws the page alone (the admin area, or
 * a build without the server renderer) so the browser router can take over.
 */
async function webPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webRoot;
  const pages = root ? await loadPageRendering(app, root) : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // '/' is a page like any other: drawn on the server below, not sent as the bare index.html.
      index: false,
      allowedPath: (pathname) => pathname !== '/',
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATHS.test(pathname);
    if (!root || !wantsPage || path.extname(pathname)) return reply.code(404).send(notFoundBody(pathname));

    reply.header('cache-control', NO_CACHE);
    const page = await pages?.render(request);
    if (page) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  });
}

export const web = fp(webPlugin, { name: 'web' });
