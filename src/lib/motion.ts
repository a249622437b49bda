/** True when the visitor asked the system for less motion; false where matchMedia is missing (jsdom, old browsers). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
