import type { ReactNode } from 'react';
import type { AppStore, RootState } from '../store';
import { StoreProvider } from '../store-provider';

export { makePageStore } from '../store';

/**
 * What a data island (lib/islands.tsx) runs inside besides its frame: the page's store, the same
 * on the server (entry-server.tsx) and in the browser. The islands' runtime loads this module,
 * and the data layer with it, only for a page's first data island or first write on demand.
 */
export function DataFrame({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store} serverState={serverState}>
      {children}
    </StoreProvider>
  );
}
