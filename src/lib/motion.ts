/**
 * True when the visitor asked the system for less motion; false where matchMedia is missing
 * (jsdom, old browsers) and on the server, which renders the page without knowing.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
