import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { allDataVersions } from '../../db/data-versions';
import { todayIso } from '../../lib/time';
import { notFoundBody } from '../../plugins/errors';
import { loadPageRendering, pageKey } from './page-renderer';
import { inlineScriptSources } from './page-shell';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PATHS = /^\/(api|uploads)(\/|$)/;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
const SOURCE_MAP = /\.map(\.(br|gz))?$/;

/**
 * `policy` (the page's Content-Security-Policy, from plugins/security.ts) allowing also the
 * scripts `sources` names: the boot script the build writes inside every page, by its hash.
 */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (index < 0) return [...directives, `script-src 'self' ${sources.join(' ')}`].join(';');
  directives[index] = `${directives[index]} ${sources.join(' ')}`;
  return directives.join(';');
}

/**
 * Serves the built website: hashed assets forever; every page path drawn on the server with its
 * data (kept in memory while the data is unchanged, revalidated by ETag, never cached as is by
 * the browser), or index.html where the browser draws the page alone (the admin area, or
 * a build without the server renderer) so the browser router can take over.
 */
async function webPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webRoot;
  const pages = root ? await loadPageRendering(app, root) : null;
  const indexFile = root ? path.join(root, 'index.html') : '';
  const scriptSources =
    indexFile && existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
  let pagePolicy: { from: string; to: string } | undefined;
  /** A page's answer: its policy allows the page's own boot script. */
  const asPage = (reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return reply;
    if (pagePolicy?.from !== policy) pagePolicy = { from: policy, to: allowScripts(policy, scriptSources) };
    return reply.header('content-security-policy', pagePolicy.to).type('text/html; charset=utf-8');
  };
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // '/' is a page like any other: drawn on the server below, not sent as the bare index.html
      // (nor is that file sent by its own name: /index.html leads to /). The build's source maps
      // stay on the server, for the school's own error reports: they would hand out the source.
      index: false,
      allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html' && !SOURCE_MAP.test(pathname),
      cacheControl: false,
      // The build writes .br and .gz beside every text asset: compressed once, not per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // A compressed variant (index.html.br) is cached like the file it stands for.
        const relative = path.relative(root, filePath).replace(PRECOMPRESSED_SUFFIX, '');
        const hashed = relative.startsWith(`assets${path.sep}`);
        // A file without a hash in its name (the hero's film, the favicon) may change under the
        // same name: kept, and asked again by its ETag (a 304 when unchanged).
        res.header('cache-control', hashed ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATHS.test(pathname);
    if (root && wantsPage && pathname === '/index.html') return reply.redirect('/', 301);
    if (!root || !wantsPage || path.extname(pathname)) return reply.code(404).send(notFoundBody(pathname));

    void asPage(reply).header('cache-control', NO_CACHE);
    if (pages) {
      // A page is made from the public data and the date ("upcoming" lists): kept until either moves.
      const stamp = `${todayIso()}|${await allDataVersions(app.db)}`;
      const drawn = await app.answerCache.sendPage(request, reply, stamp, pageKey(request), () =>
        pages.render(request),
      );
      if (drawn) return reply;
    }
    return reply.sendFile('index.html', root);
  });
}

export const web = fp(webPlugin, { name: 'web' });
