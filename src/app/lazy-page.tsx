import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { PageLoader } from '@/components/page-loader';
import type * as Retry from './load-retry';

/**
 * A screen in its own chunk. `preload()` fetches it ahead: the server awaits it before rendering,
 * and the browser before hydrating the server's HTML, so neither meets a suspended page; later
 * navigations show the loader while the chunk arrives. A chunk that cannot be fetched is fetched
 * again until it comes, the loader then saying that the site cannot be reached (load-retry.tsx):
 * the load never fails, so neither this module nor React.lazy ever keeps a failure.
 */
export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
}

/**
 * load-retry.tsx, once here. It is not part of the first load (the home page's budget): every page
 * fetches it as it comes to life, so it is here before a connection breaks. A load failing before
 * then waits for it, trying every 2 s: the loader shows, and the screen once the server answers.
 */
let retry: typeof Retry | undefined;
let fetching: Promise<typeof Retry> | undefined;
const fetchRetry = (): Promise<typeof Retry> =>
  (fetching ??= import('./load-retry').then(
    (module) => (retry = module),
    () => {
      fetching = undefined;
      return new Promise((resolve) => setTimeout(resolve, 2000)).then(fetchRetry);
    },
  ));

/** `load()`, and when it fails, tried again until it succeeds (load-retry.tsx): it never fails. */
export const loadRetrying = <M,>(load: () => Promise<M>): Promise<M> =>
  load().catch(() => fetchRetry().then((module) => module.loadRetrying(load)));

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadComponent = () =>
    (pending ??= loadRetrying(load).then((module) => {
      loaded = pick(module);
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await loadComponent() }));

  function Page() {
    // Once the app runs (after hydration, for a page the server drew): the retrying code, for later.
    useEffect(() => void fetchRetry(), []);
    // Code already here (always, for a page the server drew) renders without a Suspense boundary:
    // hydration then takes the page over in the same pass as the rest of the app, not in a later
    // one, so input held until then (lib/early-input.ts) reaches the page's own handlers.
    if (loaded) return createElement(loaded);
    return (
      <Suspense fallback={retry ? <retry.Waiting loader={<PageLoader />} /> : <PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return {
    Component: Page,
    preload: async () => {
      await loadComponent();
    },
  };
}

/** A lazy page that is the export `name` of its module: the usual case, named once. */
export function lazyExport<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  return lazyPage(load, (module) => module[name]);
}

/** A module as import.meta.glob() gives it: its components by name. */
export type ComponentModule = Record<string, ComponentType>;

/**
 * The module `file` of an import.meta.glob() (each module a chunk of its own) and its export
 * `name`; `base` is the folder `file` is written from, so `module` names the source the way the
 * build's manifest does (src/…), on the server (the browser has no use for it).
 */
export function globExport(
  modules: Record<string, () => Promise<ComponentModule>>,
  file: string,
  name: string,
  base: string,
) {
  // Checked on the server, which declares every page when it starts and draws each from its
  // module: the browser's bundle, built from the same files, carries no second copy of the checks.
  if (import.meta.env.SSR && !(file in modules)) {
    throw new Error(`No module ${file}: list it in the import.meta.glob()`);
  }
  const load = modules[file] as () => Promise<ComponentModule>;
  const pick = (module: ComponentModule) => {
    const component = module[name];
    if (import.meta.env.SSR && !component) throw new Error(`${file} exports no ${name}`);
    return component as ComponentType;
  };
  // Only the server reads `module` (it puts the page's styles in its head).
  const module = import.meta.env.SSR ? new URL(file, `file:///${base}`).pathname.slice(1) : file;
  return { load, pick, module };
}
