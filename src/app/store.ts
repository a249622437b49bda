import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer, loggedIn, loggedOut } from '@/features/auth/auth-slice';
import { baseApi, hydratePageData, type ApiState, type ServerTransport } from '@/lib/base-api';
import { onTokenChange, storedToken } from '@/lib/session';

const rootReducer = combineReducers({
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store; the app makes one, every component test makes its own. The server's renderer
 * gives it its own API (`transport`), so the same endpoints run there in-process.
 */
export function makeStore(preloadedState?: Partial<RootState>, transport?: ServerTransport) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: transport } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The admin area's store (website and desktop app): its auth state follows the stored token,
 * whoever wrote it (the login page, a logout in the top bar), and a new login or a logout forgets
 * what was read for the last one.
 */
export function makeAdminStore(): AppStore {
  return followingTheToken(makeStore());
}

/**
 * The store of a server-drawn page's islands: it starts with the answers the page carries, so an
 * island shows what the HTML shows without asking again, and it follows the token as the admin
 * area's does.
 */
export function makePageStore(pageData: ApiState | null): AppStore {
  const store = makeStore();
  // The page's answers were read without a login, so they hold for any: they stay through a
  // change of login, and an island that comes to life after one still meets the server's HTML.
  const withThePage = () => {
    if (pageData) store.dispatch(hydratePageData(pageData));
  };
  withThePage();
  return followingTheToken(store, withThePage);
}

function followingTheToken(store: AppStore, afterReset: () => void = () => undefined): AppStore {
  onTokenChange(() => {
    const token = storedToken();
    // What was read for the last login is not this one's (a logout, or another login in the tab).
    store.dispatch(baseApi.util.resetApiState());
    afterReset();
    store.dispatch(token ? loggedIn(token) : loggedOut());
  });
  return store;
}
