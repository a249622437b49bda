import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageOriginProvider } from '@/lib/page-data';
import type { AppStore, RootState } from '../store';

/**
 * What every island runs inside, the same on the server (entry-server.tsx, around the island's
 * own root) and in the browser (start-islands.tsx): the page's store, the site's address and a
 * router at the page's address. The same tree on both sides, so hydration meets what was drawn.
 */
export function IslandFrame({
  store,
  serverState,
  origin,
  router: Router,
  onCommit,
  children,
}: {
  store: AppStore;
  /** On the server: the state the island is drawn from, which notes what it reads (lib/page-data). */
  serverState?: RootState;
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
    <Provider store={store} serverState={serverState}>
      <PageOriginProvider origin={origin}>
        <Router>{children}</Router>
      </PageOriginProvider>
    </Provider>
  );
}
