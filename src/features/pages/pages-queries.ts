import type { ContentPage } from '@/contract';
import type { PublicQuery } from '@/lib/page-data';

/** What visitors' pages read about content pages (lib/page-data); the admin's calls are in pages-api.ts. */

/** The page at an address (its slug); an unknown address is a 404. No token: a public read. */
export const contentPageBySlug: PublicQuery<string, ContentPage> = {
  url: (slug) => `/api/pages/slug/${encodeURIComponent(slug)}`,
  // Loaded with the first answer the browser fetches: a page the server drew needs no checker.
  check: () => import('./pages-answers').then((checks) => checks.contentPageBySlug),
};
