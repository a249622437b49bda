import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '@/components/page-loader';

/**
 * A screen in its own chunk. `preload()` fetches it ahead: the server awaits it before rendering,
 * and the browser before hydrating the server's HTML, so neither meets a suspended page; later
 * navigations show the loader while the chunk arrives.
 */
export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadComponent = () =>
    (pending ??= load().then((module) => {
      loaded = pick(module);
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await loadComponent() }));

  function Page() {
    // Code already here (always, for a page the server drew) renders without a Suspense boundary:
    // hydration then takes the page over in the same pass as the rest of the app, not in a later
    // one, so input held until then (lib/early-input.ts) reaches the page's own handlers.
    if (loaded) return createElement(loaded);
    return (
      <Suspense fallback={<PageLoader />}>
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
 * build's manifest does (src/…).
 */
export function globExport(
  modules: Record<string, () => Promise<ComponentModule>>,
  file: string,
  name: string,
  base: string,
) {
  const load = modules[file];
  if (!load) throw new Error(`No module ${file}: list it in the import.meta.glob()`);
  const pick = (module: ComponentModule) => {
    const component = module[name];
    if (!component) throw new Error(`${file} exports no ${name}`);
    return component;
  };
  return { load, pick, module: new URL(file, `file:///${base}`).pathname.slice(1) };
}
