import type { ReactNode } from 'react';
import { PageOriginProvider } from '@/lib/page-data';
import { SiteRoutes } from './site-routes';
import type { AppStore } from './store';
import { StoreProvider } from './store-provider';

/**
 * The website, around a router and the one data layer's store: the browser's (start-website.tsx)
 * or the server's (entry-server.tsx), which draws a page from the answers its store holds.
 */
export function WebApp({
  store,
  origin,
  router: Router,
}: {
  store: AppStore;
  origin: string;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <PageOriginProvider origin={origin}>
        <Router>
          <SiteRoutes />
        </Router>
      </PageOriginProvider>
    </StoreProvider>
  );
}
