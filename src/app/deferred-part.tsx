import {
  createContext,
  createElement,
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { useLocation } from 'react-router-dom';
import { whenNearScreen } from '@/lib/near-screen';
import { loadRetrying } from './lazy-page';

/**
 * A part of a server-drawn page whose code stays out of the page's first load: a section further
 * down. The server draws it like the rest of the page. The browser leaves the server's HTML of it
 * as it is (shown, its links working) and brings it to life once its code has come, fetched when
 * the part nears the screen: a visitor who never scrolls that far never downloads it. Drawn by
 * the browser alone (a later visit to the page), its code is fetched at once and the page shows
 * when it is complete. Code that cannot be fetched is fetched again until it comes (load-retry.tsx):
 * meanwhile the server's HTML stays as it is; a page drawn by the browser waits for it, the previous
 * page staying on screen, or, where the page's own code was missing too, its place saying that the
 * site cannot be reached (lazy-page.tsx).
 */

/** On the server: the source modules of the deferred parts a page was drawn with (their styles go in its head). */
export const DrawnParts = createContext<Set<string> | null>(null);

export interface DeferredPartSpec<M> {
  /** The id of the part's outermost element: the browser watches it come near the screen. */
  id: string;
  /** The part's source module (src/…), as the build's manifest names it. */
  module: string;
  load: () => Promise<M>;
  pick: (module: M) => ComponentType;
}

// Known when building: the browser's bundle carries none of the server's side.
const onServer = import.meta.env.SSR;
/** Every deferred part declared so far: the server loads them all before it draws a page. */
const declared: (() => Promise<unknown>)[] = [];

/** The server's side: the code of every deferred part of the pages loaded, so each draws at once. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all(declared.map((load) => load()));
}

export function deferredPart<M>({ id, module, load, pick }: DeferredPartSpec<M>): ComponentType {
  let loaded: ComponentType | undefined;
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  const loadComponent = async () => {
    loaded ??= pick(await loadRetrying(load));
    return { default: loaded };
  };
  if (onServer) declared.push(loadComponent);
  const Now = lazy(loadComponent);
  const WhenWanted = lazy(() => wanted.then(loadComponent));

  function Part() {
    // (`use` may be called conditionally, and this condition never changes.)
    if (onServer) use(DrawnParts)?.add(module);
    // Decided once, when the part appears: is the HTML it takes over the server's?
    const [fromServer] = useState(() => onServer || document.getElementById(id) !== null);
    const location = useLocation();
    const [firstLocation] = useState(location);
    // A new address while the server's HTML still waits for its code would hold the navigation
    // until the code came: it comes now. In render, not in an effect: a navigation held this way
    // never commits, so its effects never run.
    if (location !== firstLocation) want();

    useEffect(() => {
      if (!fromServer) return undefined;
      const element = document.getElementById(id);
      if (!element) {
        want();
        return undefined;
      }
      return whenNearScreen(element, want);
    }, [fromServer]);

    if (onServer) {
      if (!loaded) throw new Error(`${module} is drawn before preloadDeferredParts() loaded it`);
      return <Suspense fallback={null}>{createElement(loaded)}</Suspense>;
    }
    if (fromServer) {
      // The server's boundary: React keeps its HTML as it is until the code is here.
      return (
        <Suspense fallback={null}>
          <WhenWanted />
        </Suspense>
      );
    }
    // No boundary of its own: the navigation (a transition) shows the page once this part is here.
    // Always the same element, so a later render never swaps the part for a fresh copy.
    return <Now />;
  }
  return memo(Part);
}
