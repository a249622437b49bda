import type { ReactNode } from 'react';
import { PageDataProvider, type PageDataCache } from '@/lib/page-data';
import { SiteRoutes } from './site-routes';

/**
 * The website, around a router: the browser's (start-website.tsx) or the server's static one
 * (entry-server.tsx), which draws a page with the answers in its cache.
 */
export function WebApp({
  cache,
  origin,
  router: Router,
}: {
  cache: PageDataCache;
  origin: string;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <PageDataProvider cache={cache} origin={origin}>
      <Router>
        <SiteRoutes />
      </Router>
    </PageDataProvider>
  );
}
