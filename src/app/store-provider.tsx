import { useCallback, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StoreOnDemandProvider } from '@/lib/data-on-demand';
import type { AppStore, RootState } from './store';

/**
 * The one data layer's store for the screens below: through its hooks (react-redux's Provider),
 * and for the screens that write on demand (lib/data-on-demand.tsx), which then write on it at once.
 * `serverState`: on the server, the state an island is drawn from (lib/page-data, recordingReads).
 */
export function StoreProvider({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  const load = useCallback(() => Promise.resolve(store.dispatch), [store]);
  return (
    <Provider store={store} serverState={serverState}>
      <StoreOnDemandProvider load={load}>{children}</StoreOnDemandProvider>
    </Provider>
  );
}
