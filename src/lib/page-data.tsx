import { createContext, use, type ReactNode } from 'react';
import { PAGE_DATA_ID, siteAddress } from '@/contract/page-render';
import type { ApiState } from './base-api';

/**
 * What a server-drawn page carries of the data layer (lib/base-api.ts). The server runs the page's
 * reads through the same endpoints as the browser, draws the page from its store, and embeds the
 * answers the page's islands read (`shippedPageData`); the browser puts them into its cache
 * (`hydratePageData`) before an island hydrates, so no island asks again for what the HTML holds.
 */

type Queries = ApiState['queries'];

/**
 * On the server: the state an island is drawn from, noting every answer it reads (react-redux's
 * `serverState`), so that the page carries those and no others.
 */
export function recordingReads<S extends { api: ApiState }>(state: S, read: Set<string>): S {
  const queries = new Proxy(state.api.queries, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in target) read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...state, api: { ...state.api, queries } };
}

/** The answers `keys` of the server's store, with the tags they provide, as the page carries them. */
export function shippedPageData(api: ApiState, keys: ReadonlySet<string>): ApiState {
  const queries: Queries = {};
  for (const key of keys) {
    const entry = api.queries[key];
    if (entry) queries[key] = entry;
  }
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, ids] of Object.entries(api.provided.tags)) {
    for (const [id, cacheKeys] of Object.entries(ids)) {
      const shipped = cacheKeys.filter((key) => keys.has(key));
      if (shipped.length > 0) (tags[type] ??= {})[id] = shipped;
    }
  }
  const provided = {
    tags,
    keys: Object.fromEntries(Object.entries(api.provided.keys).filter(([key]) => keys.has(key))),
  };
  // The same shape as the store's, with fewer entries.
  return { ...api, queries, mutations: {}, provided: provided as ApiState['provided'], subscriptions: {} };
}

/** The answers a server-drawn page carries; none on a page the browser draws alone. */
export function readEmbeddedPageData(document: Document): ApiState | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    // Written by this site's own server from its store (entry-server.tsx), answers checked there.
    return typeof data === 'object' && data !== null && 'queries' in data ? (data as ApiState) : null;
  } catch {
    return null;
  }
}

/**
 * The site's address (https://school.example): on the server PUBLIC_URL, in the browser the one
 * the server drew the page with; for links shared elsewhere.
 */
const PageOrigin = createContext<string | null>(null);

export function PageOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <PageOrigin value={origin}>{children}</PageOrigin>;
}

/** An absolute address of a page of this site (share links), the same on the server and in the browser. */
export function useAbsoluteUrl(path: string): string {
  const origin = use(PageOrigin);
  if (origin === null) throw new Error('A public page needs a PageOriginProvider above it');
  return siteAddress(origin, path);
}
