import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PageDataCache, readEmbeddedPageData } from '@/lib/page-data';
import { WebApp } from './app/app';
import { matchSitePage } from './app/site-routes';
import './app/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The website: the server sent this page's HTML and its data; the page's chunk is fetched, then
 * React takes over the HTML as it is (hydration) without asking the API again. Pages the server
 * does not draw (the admin area) are drawn here.
 */
async function startWebsite(element: HTMLElement) {
  const { page } = matchSitePage(window.location.pathname, window.location.search);
  await page.preload();
  const cache = new PageDataCache(readEmbeddedPageData(document));
  const app = (
    <StrictMode>
      <WebApp cache={cache} origin={window.location.origin} router={BrowserRouter} />
    </StrictMode>
  );
  if (element.hasChildNodes()) hydrateRoot(element, app);
  else createRoot(element).render(app);
}

// The desktop app's preload puts its bridge here; the website never has one and never loads that code.
const bridge = window.desktop;
if (bridge) {
  void import('./app/desktop/start-desktop').then(({ startDesktop }) => startDesktop(root, bridge));
} else {
  void startWebsite(root);
}
