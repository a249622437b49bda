import type { HomeContent } from '@/contract';
import type { PublicQuery } from '@/lib/page-data';

/** The home page's texts (apply cards, features, facts, questions, contact section), as visitors read them. */
export const homeContent: PublicQuery<void, HomeContent> = {
  url: () => '/api/site/home',
  // Loaded with the first answer the browser fetches: a page the server drew needs no checker.
  check: () => import('./home-content-answers').then((checks) => checks.homeContent),
};
