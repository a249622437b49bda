import { useEffect, type ComponentType, type ReactNode } from 'react';
import { StoreOnDemandProvider, type LoadStore } from '@/lib/data-on-demand';
import { PageOriginProvider } from '@/lib/page-data';

/**
 * What every island runs inside, the same on the server (entry-server.tsx, around the island's
 * own root) and in the browser (start-islands.tsx): the site's address, a router at the page's
 * address and the page's store on demand (lib/data-on-demand.tsx); a data island has the store
 * itself inside this (data-frame.ts). The same tree on both sides, so hydration meets what was drawn.
 */
export function IslandFrame({
  loadStore,
  origin,
  router: Router,
  onCommit,
  children,
}: {
  loadStore: LoadStore;
  origin: string;
  router: ComponentType<{ children: ReactNode }>;
  /**
   * In the browser: once the island is on screen and React handles its events. A prop, not an
   * element beside the island: a sibling would move the island in its tree, and its ids with it.
   */
  onCommit?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <StoreOnDemandProvider load={loadStore}>
      <PageOriginProvider origin={origin}>
        <Router>{children}</Router>
      </PageOriginProvider>
    </StoreOnDemandProvider>
  );
}
