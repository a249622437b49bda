import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makePageStore, makeStore, type AppStore, type RootState } from '@/app/store';
import { StoreProvider } from '@/app/store-provider';
import { PageOriginProvider } from '@/lib/page-data';

/**
 * Answers a test's page starts with, as a server-drawn page's store holds them, by name (so that
 * two spread together replace one another as answers to the same call do): see the fixtures'
 * `…PageData` helpers.
 */
export type PageData = Record<string, (store: AppStore) => void>;

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the component is rendered at. */
  route?: string;
  /** The route pattern the element is mounted on (for useParams), e.g. '/meetings/:id'. */
  path?: string;
  /** Other routes, e.g. to see where a navigation landed. */
  otherRoutes?: Record<string, ReactNode>;
  /**
   * A store that follows the login as the pages' and the admin area's do (a new login or a logout
   * forgets what was read for the last one), instead of a plain one.
   */
  followsLogin?: boolean;
  /** API answers the page starts with, as the server's HTML would carry them. */
  pageData?: PageData;
}

/** Renders with a fresh store (seeded with `pageData`) and a router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    followsLogin = false,
    store = followsLogin ? makePageStore(null) : makeStore(preloadedState),
    route = '/',
    path = '*',
    otherRoutes = {},
    pageData = {},
    ...rest
  } = options;
  for (const seed of Object.values(pageData)) seed(store);
  const result = render(
    <StoreProvider store={store}>
      <PageOriginProvider origin={window.location.origin}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(otherRoutes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </PageOriginProvider>
    </StoreProvider>,
    rest,
  );
  return { store, ...result };
}
