/**
 * What a data island (lib/islands.tsx) runs inside besides its frame: the page's store, the same
 * on the server (entry-server.tsx) and in the browser (start-islands.tsx). The islands' runtime
 * loads this module, and the data layer with it, only for a page's first data island or first
 * write on demand.
 */
export { makePageStore } from '../store';
export { StoreProvider as DataFrame } from '../store-provider';
