import { DELAYS } from '@/config/constants';
import { prefersReducedMotion } from './motion';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls smoothly to the element with this id over `durationMs` (500 ms by default). The element's
 * place is measured again on every frame: what the page draws meanwhile above it (a carousel
 * taking over, a section coming to life) must not leave the visitor short of it.
 */
export function scrollToAnchor(id: string, durationMs: number = DELAYS.scrollMs): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const start = window.scrollY;
  const end = () => window.scrollY + target.getBoundingClientRect().top;
  if (prefersReducedMotion() || durationMs <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, end());
    return true;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, start + (end() - start) * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
  return true;
}

/** Navigation state for a move within a page (a list's next page): the window keeps its scroll. */
export const keepScroll = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}
