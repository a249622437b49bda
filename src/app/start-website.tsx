import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { showBrandFont } from '@/lib/fonts';
import { WebApp } from './app';
import { makeAdminStore } from './store';

/**
 * The website as an app in the browser: the admin area, and every page where the server draws
 * none (`npm run dev`, a backend without the server renderer). Pages the server drew never load
 * it: their islands come to life alone (islands/start-islands.tsx).
 */
export function startWebsite(element: HTMLElement) {
  showBrandFont();
  // One store for the tab: what the admin loaded stays while they move about.
  createRoot(element).render(
    <StrictMode>
      <WebApp store={makeAdminStore()} origin={window.location.origin} router={BrowserRouter} />
    </StrictMode>,
  );
}
