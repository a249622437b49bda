import type { ReactNode } from 'react';
import { PageDataProvider, SeededPageWatch, type PageDataCache } from '@/lib/page-data';
import { SiteRoutes } from './site-routes';

/**
 * The website, around a router: the browser's (start-website.tsx) or the server's static one
 * (entry-server.tsx). The page data cache holds the answers the server rendered with, for the
 * address `seededPath` (in the browser: the address the page was loaded from).
 */
export function WebApp({
  cache,
  origin,
  router: Router,
  seededPath,
}: {
  cache: PageDataCache;
  origin: string;
  router: (props: { children: ReactNode }) => ReactNode;
  seededPath?: string;
}) {
  return (
    <PageDataProvider cache={cache} origin={origin}>
      <Router>
        {seededPath !== undefined && <SeededPageWatch seededPath={seededPath} />}
        <SiteRoutes />
      </Router>
    </PageDataProvider>
  );
}
