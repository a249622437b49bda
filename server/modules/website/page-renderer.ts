import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiAnswer, IslandRoute, PageRenderer } from '@/contract';
import { internalHeaders } from '../../plugins/internal-requests';
import { pageHtml, type IslandsManifest, type Manifest } from './page-shell';

/** Where `vite build --mode islands` lists the pages' scripts in dist/web (scripts/islands-manifest-plugin.ts). */
const ISLANDS_MANIFEST = path.join('.vite', 'islands.json');

/**
 * The website's pages drawn on the server: the renderer the build made from src/entry-server.tsx
 * (dist/ssr/entry-server.js beside dist/web), fed with this backend's own API answers.
 */
export interface DrawnPage {
  status: number;
  html: string;
  location?: string;
}

export interface PageRendering {
  /**
   * The page's status and HTML (and where it is instead, for a redirect), or null when the
   * browser draws it alone (the admin area).
   */
  render(request: FastifyRequest): Promise<DrawnPage | null>;
}

/**
 * What a page drawn for `request` depends on besides the data: its path and query. Not its Host:
 * the page's absolute addresses (canonical, share card, share links) are PUBLIC_URL's, so every
 * Host shares one kept page, and none can slip its own name into it.
 */
export const pageKey = (request: FastifyRequest): string => request.url;

export async function loadPageRendering(
  app: FastifyInstance,
  webRoot: string,
): Promise<PageRendering | null> {
  const entry = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const islandsManifestFile = path.join(webRoot, ISLANDS_MANIFEST);
  if (!existsSync(entry) || !existsSync(manifestFile) || !existsSync(islandsManifestFile)) {
    app.log.warn(
      `No server renderer at ${entry}: pages are drawn in the browser only (run npm run build:web)`,
    );
    return null;
  }
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const islandsManifest = JSON.parse(readFileSync(islandsManifestFile, 'utf8')) as IslandsManifest;
  // Every built stylesheet, read once here rather than on a visitor's request: pages inline them.
  const styles = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) styles.set(file, readFileSync(path.join(webRoot, file), 'utf8'));
  }
  const stylesheet = (file: string): string => {
    const css = styles.get(file);
    if (css === undefined) throw new Error(`The build's manifest names no stylesheet ${file}`);
    return css;
  };
  const { renderPage, islandRoutes: routes } = (await import(pathToFileURL(entry).href)) as {
    renderPage?: PageRenderer;
    islandRoutes?: readonly IslandRoute[];
  };
  // A renderer from another build than this backend's: said at start, not as a 500 on each page.
  if (typeof renderPage !== 'function' || !Array.isArray(routes)) {
    throw new Error(`${entry} exports no renderPage and islandRoutes: rebuild it with npm run build:web`);
  }

  const fetchApi = async (url: string): Promise<ApiAnswer> => {
    const response = await app.inject({ method: 'GET', url, headers: internalHeaders() });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body };
  };

  // The site's address, from the configuration alone (config.ts, publicAddress): the renderer makes
  // the page's absolute addresses from it, and the page hands it to the browser for its own.
  const siteUrl = app.config.publicUrl;
  return {
    async render(request) {
      const page = await renderPage({ url: request.url, origin: siteUrl, fetchApi });
      if (!page) return null;
      // Found, for now, at another address: it depends on the data (the list's last page).
      if ('redirect' in page) return { status: 302, html: '', location: page.redirect };
      return {
        status: page.status,
        html: pageHtml(page, { template, manifest, islandsManifest, stylesheet, siteUrl, routes }),
      };
    },
  };
}
