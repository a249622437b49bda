import { lazy, Suspense, useEffect, useState } from 'react';
import { island } from '@/lib/islands';

// Nothing is toasted before the visitor does something, so the container (and its styles) can come after.
const HomeToasts = lazy(() => import('./home-toasts').then((m) => ({ default: m.HomeToasts })));

/** What a visitor does first on the page: until then nothing can be toasted. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** A press or key on a link leaves the page (or scrolls it): nothing to toast, nothing to fetch for it. */
const onLink = (event: Event) => event.target instanceof Element && event.target.closest('a[href]') !== null;

/** True once the visitor has done something on the page (the browser only; never on the server). */
function useVisitorActed(): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = (event: Event) => {
      if (!onLink(event)) setActed(true);
    };
    for (const type of FIRST_ACTS) window.addEventListener(type, act, { passive: true });
    return () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, act);
    };
  }, [acted]);
  return acted;
}

/**
 * The home page's toast container (top-right, 5000 ms, light), mounted in the browser once the
 * visitor acts: a page nobody touches never fetches its code.
 */
function LateToasts() {
  return useVisitorActed() ? (
    <Suspense fallback={null}>
      <HomeToasts />
    </Suspense>
  ) : null;
}

/** The toast container as the server-drawn home page brings it to life (app/islands/pages/home.ts). */
export const homeToastsIsland = island('home-toasts', LateToasts);
