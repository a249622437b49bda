import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { jsonForScript, type PageRenderer } from '@/contract';
import { statusOf } from '@/lib/api-errors';
import { IslandSlots, islandSlot, type DrawnIsland } from '@/lib/islands';
import { recordingReads, shippedPageData } from '@/lib/page-data';
import { WebApp } from './app/app';
import { DrawnParts, preloadDeferredParts } from './app/deferred-part';
import { DataFrame } from './app/islands/data-frame';
import { IslandFrame } from './app/islands/island-frame';
import { headOf, pageReads, redirectOf } from './app/server-pages';
import { matchSitePage } from './app/site-routes';
import { makeStore } from './app/store';

export { islandRoutes } from './app/site-routes';

/** The browser's start of the website: its styles (the top bar's, the footer's…) are every page's. */
const WEBSITE_MODULE = 'src/app/start-website.tsx';

/** Nothing is written while the server draws a page: a write on demand runs in the browser only. */
const noStoreHere = () => Promise.reject(new Error('No write is made while the server draws a page'));

/**
 * The server's side of the website (built by `vite build --ssr` into dist/ssr, loaded by the
 * backend): a public page as HTML, made with the API answers it shows. The page's islands
 * (lib/islands.tsx) are drawn each as a root of its own, as the browser hydrates them, and the
 * answers they read travel along in the page, so they come to life without a fetch. The admin
 * area is left to the browser.
 */
export const renderPage: PageRenderer = async ({ url, origin, fetchApi }) => {
  const { pathname, searchParams } = new URL(url, origin);
  const match = matchSitePage(pathname);
  if (!match.site) return null;

  // The page's reads run through the same endpoints as in the browser, on a store of this page's
  // own whose calls this backend answers in-process. The answers are checked here, so the browser
  // takes them as they are (no checker in its first load).
  const store = makeStore(undefined, { fetchApi });
  await Promise.all([
    ...pageReads(match, searchParams).map((read) => read(store.dispatch)),
    match.page.preload().then(preloadDeferredParts),
  ]);
  const state = store.getState();
  const redirect = redirectOf(match, searchParams, state);
  if (redirect !== null) return { redirect };

  const parts = new Set<string>();
  const islands: DrawnIsland[] = [];
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  let html = renderToString(
    <StrictMode>
      <IslandSlots value={islands}>
        <DrawnParts value={parts}>
          <WebApp store={store} origin={origin} router={router} />
        </DrawnParts>
      </IslandSlots>
    </StrictMode>,
  );
  // What the islands read travels with the page; nothing else does.
  const read = new Set<string>();
  const islandState = recordingReads(state, read);
  for (const { id, data, element } of islands) {
    const island = renderToString(
      <StrictMode>
        <IslandFrame loadStore={noStoreHere} origin={origin} router={router}>
          {data ? (
            <DataFrame store={store} serverState={islandState}>
              {element}
            </DataFrame>
          ) : (
            element
          )}
        </IslandFrame>
      </StrictMode>,
      { identifierPrefix: id },
    );
    html = html.replace(islandSlot(id), () => island);
  }
  const missing =
    !match.found || Object.values(state.api.queries).some((entry) => statusOf(entry?.error) === 404);
  return {
    status: missing ? 404 : 200,
    html,
    pageData: jsonForScript(shippedPageData(state.api, read)),
    head: headOf(match, searchParams, state, { origin, path: pathname }),
    modules: [WEBSITE_MODULE, match.site.module, ...parts],
    islands: match.site.islands,
  };
};
