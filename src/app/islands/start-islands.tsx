import { StrictMode, startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { endSession } from '@/features/auth/use-session';
import { fetchesBrandFontAhead } from '@/lib/fonts';
import { whenIdle } from '@/lib/idle';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandEntry,
  type PageIsland,
} from '@/lib/islands';
import { whenNearScreen } from '@/lib/near-screen';
import { prefetchesNextPages } from '@/lib/next-pages';
import { readEmbeddedPageData } from '@/lib/page-data';
import { scrollToAnchor } from '@/lib/scroll';
import { onSessionExpired } from '@/lib/session';
import type { AppStore } from '../store';
import type { DataFrame } from './data-frame';
import { DocumentRouter } from './document-router';
import { IslandFrame } from './island-frame';

/**
 * The browser's side of a server-drawn public page: it brings the page's islands to life, each
 * as a React root of its own on the server's HTML (lib/islands.tsx), and nothing else; the rest of
 * the page stays as the server sent it, its links plain links to the next page. An island on
 * screen comes first, one further down when it nears the screen or the page is idle, one the
 * visitor touches at once; what was pressed or typed in it before is handed to it then (the
 * boot holds it, lib/early-input.ts). The site's script (islands/site.ts) starts it with
 * the top bar, a page's own script adds that page's islands.
 */

const known = new Map<string, PageIsland>();
const started = new WeakSet<Element>();

interface PageContext {
  origin: string;
  /** The page's store, made with the first data island or write on demand (data-frame.ts). */
  store: () => Promise<{ store: AppStore; DataFrame: typeof DataFrame }>;
  loadStore: () => Promise<AppStore['dispatch']>;
}

const pages = new WeakMap<HTMLElement, PageContext>();

/**
 * What every island of the page shares, read from the page once: the site's address and the
 * page's store. The store (and the data layer with it) comes only when an island needs it,
 * started with the answers the page carries. A session the server ends sends the visitor to log
 * in and back to this page (a new document, as every navigation of an island is).
 */
function pageContext(root: HTMLElement): PageContext {
  let page = pages.get(root);
  if (!page) {
    let made: ReturnType<PageContext['store']> | undefined;
    const store = () =>
      (made ??= import('./data-frame').then(
        ({ makePageStore, DataFrame }) => ({
          store: makePageStore(readEmbeddedPageData(document)),
          DataFrame,
        }),
        (error: unknown) => {
          // Not here (the connection dropped): the next island or write asks again.
          made = undefined;
          throw error;
        },
      ));
    // (SITE_URL_ATTRIBUTE, data-site-url, read through dataset: @/contract stays out of the first load.)
    page = {
      origin: root.dataset.siteUrl || window.location.origin,
      store,
      loadStore: () => store().then(({ store }) => store.dispatch),
    };
    pages.set(root, page);
    onSessionExpired(() => {
      endSession((to) => window.location.assign(to), window.location.pathname + window.location.search);
    });
  }
  return page;
}

/** Brings one island to life; `urgent` when the visitor is touching it. */
function hydrate(root: HTMLElement, container: HTMLElement, urgent: boolean): void {
  const declared = known.get(container.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  if (!declared || started.has(container)) return;
  started.add(container);
  if (!('load' in declared)) {
    hydrateEntry(root, container, declared, urgent);
    return;
  }
  // Its code comes now; the server's HTML stands meanwhile, and a failed fetch lets a later touch try again.
  declared.load().then(
    (entry) => {
      known.set(entry.name, entry);
      hydrateEntry(root, container, entry, urgent);
    },
    (error: unknown) => {
      started.delete(container);
      console.error(error);
    },
  );
}

function hydrateEntry(root: HTMLElement, container: HTMLElement, entry: IslandEntry, urgent: boolean): void {
  const props: unknown = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const element = entry.element(typeof props === 'object' && props !== null ? props : {});
  const page = pageContext(root);
  if (!entry.data) {
    hydrateIn(container, page, element, urgent);
    return;
  }
  page.store().then(
    ({ store, DataFrame }) =>
      hydrateIn(container, page, <DataFrame store={store}>{element}</DataFrame>, urgent),
    (error: unknown) => {
      // Its HTML stays as the server drew it; touching it tries again.
      started.delete(container);
      console.error(error);
    },
  );
}

function hydrateIn(container: HTMLElement, page: PageContext, island: ReactElement, urgent: boolean): void {
  const release = () => window.heldEarlyInput?.((target) => container.contains(target));
  const tree = (
    <StrictMode>
      <IslandFrame loadStore={page.loadStore} origin={page.origin} router={DocumentRouter} onCommit={release}>
        {island}
      </IslandFrame>
    </StrictMode>
  );
  const options = {
    identifierPrefix: container.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
    onRecoverableError: (error: unknown) => console.error(error),
  };
  // As a transition, hydration works in short slices, leaving the main thread free between them.
  if (urgent) hydrateRoot(container, tree, options);
  else startTransition(() => void hydrateRoot(container, tree, options));
}

/** The page's islands not brought to life yet whose code is here. */
function waiting(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (container) => !started.has(container) && known.has(container.getAttribute(ISLAND_ATTRIBUTE) ?? ''),
  );
}

/** How long an island further down (or the font) waits for an idle moment at most. */
const IDLE_WAIT_MS = 4000;

function schedule(root: HTMLElement): void {
  for (const container of waiting(root)) {
    const rect = container.firstElementChild?.getBoundingClientRect();
    const onScreen = rect !== undefined && rect.top < window.innerHeight && rect.bottom > 0;
    if (onScreen) hydrate(root, container, false);
    else {
      const stop = whenNearScreen(container.firstElementChild ?? container, () =>
        hydrate(root, container, false),
      );
      whenIdle(() => {
        stop();
        hydrate(root, container, false);
      }, IDLE_WAIT_MS);
    }
  }
}

/** In-page anchors (#contact) scroll smoothly, over the spec's 500 ms, as the top bar's entries do. */
function scrollsToAnchors(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('a[href^="#"], [data-scroll-to]')
        : null;
    const id = link?.dataset.scrollTo ?? link?.getAttribute('href')?.slice(1);
    if (!link || !id || link.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    if (scrollToAnchor(id)) event.preventDefault();
  });
}

const prefetched = new Set<string>();

/**
 * The next page, fetched as the visitor shows they may open it (a pointer over its link, a
 * finger on it, the keyboard's focus): the page then opens with its HTML already here, and its
 * scripts too (fetched ahead as its link neared the screen, lib/next-pages.ts).
 */
function prefetchesIntendedPages(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const intend = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute('download'))
      return;
    const url = link.pathname + link.search;
    if (url === window.location.pathname + window.location.search || prefetched.has(url)) return;
    if (url.startsWith('/admin') || url.startsWith('/api/') || url.startsWith('/uploads/')) return;
    prefetched.add(url);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(type, intend, { passive: true });
}

let running = false;

/** Adds `islands` to those the page can bring to life, and starts those of them it holds. */
export function startIslands(islands: readonly PageIsland[]): void {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!root) return;
  for (const entry of islands) known.set(entry.name, entry);
  if (!running) {
    running = true;
    scrollsToAnchors();
    prefetchesIntendedPages();
    prefetchesNextPages(root);
    fetchesBrandFontAhead();
    // What is not in an island (an in-page link's button) works from now on.
    window.heldEarlyInput?.((target) => target.closest(`[${ISLAND_ATTRIBUTE}]`) === null);
    // The visitor touching an island brings it to life at once.
    for (const type of ['pointerdown', 'focusin', 'keydown']) {
      document.addEventListener(
        type,
        (event) => {
          const container =
            event.target instanceof Element
              ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)
              : null;
          if (container) hydrate(root, container, true);
        },
        { capture: true, passive: true },
      );
    }
  }
  schedule(root);
}
