import { useEffect, type ComponentType, type ReactNode } from 'react';
import { PageDataProvider, ShipsAnswers, type PageDataCache } from '@/lib/page-data';

/**
 * What every island runs inside, the same on the server (entry-server.tsx, around the island's
 * own root) and in the browser (start-islands.tsx): the page's answers, the site's address and a
 * router at the page's address. The same tree on both sides, so hydration meets what was drawn.
 */
export function IslandFrame({
  cache,
  origin,
  router: Router,
  onCommit,
  children,
}: {
  cache: PageDataCache;
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
    <PageDataProvider cache={cache} origin={origin}>
      <ShipsAnswers value>
        <Router>{children}</Router>
      </ShipsAnswers>
    </PageDataProvider>
  );
}
