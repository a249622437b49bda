/**
 * What src/boot.ts does before the website's scripts are fetched: wait until the visitor sees the
 * server's page, then fetch them all at once. Imported by the boot alone (which the build puts
 * inside every page), so it must stay free of imports the app's chunks share.
 */
import { PAGE_MODULES_ATTRIBUTE } from '@/contract/page-boot';

/** The scripts a page needs first, as the build names them. */
export interface StartScripts {
  /** The entry module (src/main.tsx). */
  entry: string;
  /** The modules it imports and loads at once (the website's start and what that imports). */
  preload: readonly string[];
}

declare global {
  interface Window {
    /** Hands the input held since the boot to the app (src/boot.ts sets it, src/main.tsx takes it). */
    heldEarlyInput?: () => void;
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

/**
 * Fetches the entry and, side by side with it, every module it will load first and the page's own
 * chunks (listed by the server on #root), so none waits for another to arrive before being asked
 * for. Then runs the entry.
 */
export function loadScripts(start: StartScripts, root: HTMLElement | null): void {
  const pageModules = root?.getAttribute(PAGE_MODULES_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  for (const href of new Set([...start.preload, ...pageModules])) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = start.entry;
  document.head.append(script);
}
