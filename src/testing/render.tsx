import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { PageDataCache, PageDataProvider, type PageData } from '@/lib/page-data';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the component is rendered at. */
  route?: string;
  /** The route pattern the element is mounted on (for useParams), e.g. '/meetings/:id'. */
  path?: string;
  /** Other routes, e.g. to see where a navigation landed. */
  otherRoutes?: Record<string, ReactNode>;
  /** API answers the page starts with, as the server's HTML would carry them. */
  pageData?: PageData;
}

/** Renders with a fresh store, a fresh page-data cache and a router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path = '*',
    otherRoutes = {},
    pageData,
    ...rest
  } = options;
  const cache = new PageDataCache(pageData);
  const result = render(
    <Provider store={store}>
      <PageDataProvider cache={cache} origin={window.location.origin}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(otherRoutes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </PageDataProvider>
    </Provider>,
    rest,
  );
  return { store, cache, ...result };
}
