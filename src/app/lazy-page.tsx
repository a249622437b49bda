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
