/**
 * How the backend and the website's server renderer (src/entry-server.tsx, built into dist/ssr)
 * talk: the backend hands over a page request and a way to call its own API; the renderer
 * answers with the page. Types only: nothing here runs.
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface PageRenderRequest {
  /** The page's path and query, e.g. /meetings/category/Soon?page=2. */
  url: string;
  /**
   * The site's address (PUBLIC_URL, e.g. https://school.example), never the request's Host: the
   * page's absolute addresses are made from it (siteAddress, pages.ts).
   */
  origin: string;
  /** A GET of this backend's own API (path and query), answered in-process. */
  fetchApi: (url: string) => Promise<ApiAnswer>;
}

/** What goes into the page's <head>. */
export interface PageHead {
  /** The school's name (og:site_name). */
  siteName: string;
  title: string;
  description: string;
  /** The page's one address (without tracking parameters), absolute. */
  canonical: string;
  /** Open Graph / Twitter card. */
  image?: string | undefined;
  type: 'website' | 'article';
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: object[];
  /** For pages search engines should not list (sign-up, account). */
  noindex?: boolean;
  /** The language of the page's texts (contract/site-formats' TEXTS_LANGUAGE), for `<html lang>`. */
  language: string;
}

export interface RenderedPage {
  status: number;
  /** The inside of <div id="root">. */
  html: string;
  /** The API answers the page was made with, as JSON safe inside a <script> element. */
  pageData: string;
  head: PageHead;
  /** Source modules whose chunks draw the page (e.g. src/app/routes/home.tsx): their styles go in the head. */
  modules: string[];
  /** The name of the page's own islands' script (src/app/islands/pages/<name>.ts), null when it has none. */
  islands: string | null;
}

/** A public address and the name of its page's own islands' script (null: the top bar's alone). */
export interface IslandRoute {
  /** As the router writes it: `/meetings/:id`. */
  path: string;
  islands: string | null;
}

/**
 * null: not a page the server draws (the admin area), send the plain page; `redirect`: the page is
 * at that address instead (a path of the site).
 */
export type PageRenderer = (
  request: PageRenderRequest,
) => Promise<RenderedPage | { redirect: string } | null>;

/** The attribute of a server-rendered page's #root naming its own islands' script (islands/pages/<name>.ts). */
export const PAGE_ISLANDS_ATTRIBUTE = 'data-islands';

/** The element of a server-rendered page that carries its data (JSON). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The attribute of a server-rendered page's #root holding the site's address it was drawn with:
 * the browser makes the same absolute addresses (share links) from it, so hydration matches.
 */
export const SITE_URL_ATTRIBUTE = 'data-site-url';

/** `value` as JSON that is safe inside a <script> element: nothing in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An absolute address of this site, as it is handed out (e-mails, calendar files, the sitemap, a
 * page's canonical address and share links): `path` (from the site's root, `/meetings/…`) under
 * `siteUrl`, the site's address (PUBLIC_URL: no trailing slash, maybe a path of its own, kept). An
 * address that is absolute already (a picture kept elsewhere) stays as it is. Never made from a
 * request's Host, which the visitor chooses.
 */
export const siteAddress = (siteUrl: string, path: string): string =>
  new URL(/^[a-z][a-z\d+.-]*:/i.test(path) ? path : siteUrl + (path[0] === '/' ? '' : '/') + path).href;
