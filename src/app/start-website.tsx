import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PageDataCache, readEmbeddedPageData } from '@/lib/page-data';
import { WebApp } from './app';
import { matchSitePage } from './site-routes';

/** The address this document was loaded from (the one the server drew), even if the history moved since. */
function loadedPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  const url = new URL(navigation?.name ?? window.location.href);
  return url.pathname + url.search;
}

/** Runs `effect` once the tree it is in is on screen and React handles its events. */
function OnCommit({ effect }: { effect: () => void }) {
  useEffect(effect, [effect]);
  return null;
}

/**
 * The website: the server sent this page's HTML and its data; the page's chunk is fetched, then
 * React takes over the HTML as it is (hydration) without asking the API again. Pages the server
 * does not draw (the admin area) are drawn here. `onReady` runs once React handles the page.
 */
export async function startWebsite(element: HTMLElement, onReady: () => void = () => undefined) {
  // Its own stylesheet: the server inlines this module's styles in every page, but not the font.
  void import('./fonts.css');
  const { page } = matchSitePage(window.location.pathname);
  await page.preload();
  const cache = new PageDataCache(readEmbeddedPageData(document));
  const seededPath = loadedPath();
  // The site's address the server drew the page with (PUBLIC_URL), so share links match its HTML;
  // the visitor's own where the browser draws alone.
  // (SITE_URL_ATTRIBUTE, data-site-url, read through dataset: the first load is counted to the byte.)
  const origin = element.dataset.siteUrl || window.location.origin;
  const app = (
    <StrictMode>
      <WebApp cache={cache} origin={origin} router={BrowserRouter} seededPath={seededPath} />
      <OnCommit effect={onReady} />
    </StrictMode>
  );
  // The server's HTML is taken over only where it is still the page shown: a visitor may have
  // moved on (back/forward) before the scripts arrived, and that page is drawn anew.
  const stillThere = window.location.pathname + window.location.search === seededPath;
  // As a transition, hydration works in short slices, leaving the main thread free between them.
  if (element.hasChildNodes() && stillThere) startTransition(() => void hydrateRoot(element, app));
  else createRoot(element).render(app);
}
