import { NEXT_MODULES_ATTRIBUTE, type NextModules } from '@/contract/page-boot';
import { whenIdle } from './idle';

/**
 * The scripts of the pages this one links to, fetched ahead: once the page is idle, a link that
 * comes near the screen has its page's scripts (those this page does not run already) put in the
 * browser's cache, so that opening it costs its HTML and pictures only. The server lists, on
 * #root, which addresses need which scripts (NEXT_MODULES_ATTRIBUTE); nothing else is guessed.
 * A visitor who asks to save data (Save-Data) gets none of it.
 */

/**
 * Whether `pathname` is an address of `pattern`: the same segments, a `:name` segment standing for
 * any one non-empty segment. Trailing slashes do not count.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const wanted = segments(pattern);
  const given = segments(pathname);
  return (
    wanted.length === given.length &&
    wanted.every((segment, at) => segment.startsWith(':') || segment === given[at])
  );
}

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isNextModules = (value: unknown): value is NextModules =>
  typeof value === 'object' &&
  value !== null &&
  'paths' in value &&
  'modules' in value &&
  isTexts(value.paths) &&
  isTexts(value.modules);

/** What the server listed on `root`; nothing when it listed nothing readable. */
export function readNextModules(root: HTMLElement): NextModules[] {
  const listed = root.getAttribute(NEXT_MODULES_ATTRIBUTE);
  if (!listed) return [];
  try {
    const value: unknown = JSON.parse(listed);
    return Array.isArray(value) ? value.filter(isNextModules) : [];
  } catch {
    return [];
  }
}

/** The scripts `link` would need that are not fetched yet; none for a link off the site. */
export function modulesFor(link: HTMLAnchorElement, next: readonly NextModules[]): string[] {
  if (link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return [];
  return next
    .filter(({ paths }) => paths.some((path) => matchesPath(path, link.pathname)))
    .flatMap(({ modules }) => modules);
}

/** How long the page may stay busy before the links are watched anyway. */
const IDLE_WAIT_MS = 4000;

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Watches the links of `root`'s document once the page is idle, and fetches ahead (a prefetch,
 * the lowest priority) the scripts of each linked page as its link nears the screen, each once.
 * Returns what stops it.
 */
export function prefetchesNextPages(root: HTMLElement): () => void {
  const next = readNextModules(root);
  if (next.length === 0 || savesData() || typeof IntersectionObserver !== 'function') return () => undefined;
  const wanted = new Set(next.flatMap(({ modules }) => modules));
  let observer: IntersectionObserver | undefined;
  const fetchAhead = (link: HTMLAnchorElement) => {
    for (const href of modulesFor(link, next)) {
      if (!wanted.delete(href)) continue;
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.setAttribute('as', 'script');
      // As a module script is fetched (CORS, same-origin credentials), so that it is the one kept.
      hint.crossOrigin = 'anonymous';
      hint.href = href;
      document.head.append(hint);
    }
    if (wanted.size === 0) observer?.disconnect();
  };
  const cancel = whenIdle(() => {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
          observer?.unobserve(entry.target);
          fetchAhead(entry.target);
        }
      },
      // Near the screen: within a screen's height of it.
      { rootMargin: '100% 0px' },
    );
    for (const link of root.ownerDocument.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (modulesFor(link, next).length > 0) observer.observe(link);
    }
  }, IDLE_WAIT_MS);
  return () => {
    cancel();
    observer?.disconnect();
  };
}
