import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer, loggedIn, loggedOut } from '@/features/auth/auth-slice';
import { baseApi } from '@/lib/base-api';
import { onTokenChange, storedToken } from '@/lib/session';

const rootReducer = combineReducers({
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; the app makes one, every component test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The admin area's store (website and desktop app): its auth state follows the stored token,
 * whoever wrote it (the login page, a logout in the top bar), and a logout forgets cached data.
 */
export function makeAdminStore(): AppStore {
  const store = makeStore();
  onTokenChange(() => {
    const token = storedToken();
    if (token) {
      store.dispatch(loggedIn(token));
      return;
    }
    store.dispatch(loggedOut());
    store.dispatch(baseApi.util.resetApiState());
  });
  return store;
}
