/**
 * What src/boot.ts does before the website's scripts are fetched: wait until the visitor sees the
 * server's page and the browser is idle, then fetch them all at once. Imported by the boot alone
 * (which the build puts inside every page), so it must stay free of imports the app's chunks share.
 */
import { PAGE_MODULES_ATTRIBUTE } from '@/contract/page-boot';
import type { ReleaseInput } from './early-input';

/** The scripts a page needs first, as the build names them. */
export interface StartScripts {
  /** The entry module (src/main.tsx). */
  entry: string;
  /** The modules it imports and loads at once (the admin area's start and what that imports). */
  preload: readonly string[];
}

declare global {
  interface Window {
    /** Hands the input held since the boot to the app (src/boot.ts sets it, src/main.tsx takes it). */
    heldEarlyInput?: ReleaseInput;
  }
}

/** Resolves once a frame has been painted (a frame's callbacks run just before its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the visitor sees the server's page: its first contentful paint as the browser
 * reports it (shown on screen, which may be a little after the frame was drawn), or the next
 * painted frame where paint timing is not reported.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes.includes('paint')) return afterNextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** How long the boot waits for the page's main picture before it fetches the scripts anyway. */
export const MAIN_PICTURE_WAIT_MS = 2000;

/** Resolves once `image` has arrived (or failed) and is decoded, ready for the next frame. */
async function arrived(image: HTMLImageElement): Promise<void> {
  if (!image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
  }
  await image.decode().catch(() => undefined);
}

/**
 * Resolves once the page's main pictures (fetchpriority="high") are on screen (arrived, decoded
 * and painted) or have failed, or after a while: the scripts must not take a phone's bandwidth
 * or time from them.
 */
export function afterMainPictures(root: HTMLElement): Promise<void> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return Promise.resolve();
  const enough = new Promise<void>((resolve) => setTimeout(resolve, MAIN_PICTURE_WAIT_MS));
  return Promise.race([Promise.all(pictures.map(arrived)).then(afterNextPaint), enough]);
}

/** Resolves once the browser has a moment with nothing else to do (soon after, where it cannot say). */
export function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

function addToHead(element: HTMLElement): void {
  document.head.append(element);
}

/**
 * A page the server drew: its island scripts (listed by the server on #root), all fetched side by
 * side, so none waits for another to arrive before being asked for; the first (the site's) runs,
 * and loads the others.
 */
export function loadIslandScripts([entry, ...others]: readonly string[]): void {
  for (const href of others) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    addToHead(link);
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  addToHead(script);
}

/** The scripts a server-drawn page lists on #root (none on a page the browser draws). */
export function pageScripts(root: HTMLElement | null): string[] | null {
  const listed = root?.getAttribute(PAGE_MODULES_ATTRIBUTE);
  return listed === null || listed === undefined ? null : listed.split(' ').filter(Boolean);
}

/**
 * A page the browser draws (the admin area): fetches the entry and, side by side with it, every
 * module it will load first. Then runs the entry.
 */
export function loadScripts(start: StartScripts): void {
  for (const href of new Set(start.preload)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    addToHead(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = start.entry;
  addToHead(script);
}
