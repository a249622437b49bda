/** How far ahead of the viewport "near the screen" reaches: a screen's height above and below. */
const NEAR_SCREEN = '100% 0px';

/**
 * Calls `onNear` once, when `element` comes within a screen's height of the viewport (soon after,
 * without IntersectionObserver). Returns what stops watching.
 */
export function whenNearScreen(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    const timer = setTimeout(onNear);
    return () => clearTimeout(timer);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
