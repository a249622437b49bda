import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { jsonForScript, type PageRenderer } from '@/contract';
import { IslandSlots, islandSlot, type DrawnIsland } from '@/lib/islands';
import { PageDataCache, settle, type PageData } from '@/lib/page-data';
import { WebApp } from './app/app';
import { DrawnParts, preloadDeferredParts } from './app/deferred-part';
import { IslandFrame } from './app/islands/island-frame';
import { headOf, pageReads, redirectOf } from './app/server-pages';
import { matchSitePage } from './app/site-routes';

/** The browser's start of the website: its styles (the top bar's, the footer's…) are every page's. */
const WEBSITE_MODULE = 'src/app/start-website.tsx';

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

  // The answers are checked here, so the browser takes them as they are (no checker in its first load).
  const [answers] = await Promise.all([
    Promise.all(
      pageReads(match, searchParams).map(async ({ url: apiUrl, check }) => {
        const answer = await fetchApi(apiUrl);
        return { apiUrl, status: answer.status, settled: await settle(check, answer) };
      }),
    ),
    match.page.preload().then(preloadDeferredParts),
  ]);
  const data: PageData = Object.fromEntries(answers.map(({ apiUrl, settled }) => [apiUrl, settled]));
  const cache = new PageDataCache(data);
  const redirect = redirectOf(match, searchParams, cache);
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
          <WebApp cache={cache} origin={origin} router={router} />
        </DrawnParts>
      </IslandSlots>
    </StrictMode>,
  );
  for (const { id, element } of islands) {
    const island = renderToString(
      <StrictMode>
        <IslandFrame cache={cache} origin={origin} router={router}>
          {element}
        </IslandFrame>
      </StrictMode>,
      { identifierPrefix: id },
    );
    html = html.replace(islandSlot(id), () => island);
  }
  const missing = !match.found || answers.some(({ status }) => status === 404);
  return {
    status: missing ? 404 : 200,
    html,
    pageData: jsonForScript(cache.shippedData()),
    head: headOf(match, searchParams, cache, { origin, path: pathname }),
    modules: [WEBSITE_MODULE, match.site.module, ...parts],
    islands: match.site.islands,
  };
};
