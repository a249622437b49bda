import type { ReactNode } from 'react';
import { PageDataProvider, type PageDataCache } from '@/lib/page-data';
import { SiteRoutes } from './site-routes';

/**
 * The website, around a router: the browser's (main.tsx) or the server's static one
 * (entry-server.tsx). The page data cache holds the answers the server rendered with.
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
