import { useSyncExternalStore, type ReactNode } from 'react';
import { SiteUnreachable } from '@/components/site-unreachable';

/**
 * A screen's code fetched again and again until it comes, and meanwhile said: a connection that
 * breaks while a page is open must leave the visitor neither on a blank page nor on one that stays
 * broken once the server is back. Every lazy screen and deferred part of the website, the admin
 * area and the desktop app hands its load here when it fails (lazy-page.tsx, which fetches this
 * module once the app runs, so it is here before the connection breaks).
 *
 * A failed import() is tried again with the same address: browsers that follow the HTML standard
 * (Chromium does) keep no failed fetch in their module map, so the chunk and the chunks it imports
 * are fetched anew. Vite's loader announces the failure (the `vite:preloadError` event) and then
 * throws it, which ends a try here. That loader asks for each stylesheet of a chunk once only,
 * failed or not: a stylesheet that failed is fetched again here, before the chunk's next try.
 */

/** How many loads failed and have not come yet: while any has, the site is out of reach. */
let failing = 0;
const listeners = new Set<() => void>();
const count = (change: number) => {
  failing += change;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Stylesheets that failed to load (the server was out of reach), until they are tried again. */
const failedSheets = new Set<HTMLLinkElement>();
if (!import.meta.env.SSR) {
  // Captured: 'error' does not bubble.
  addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failedSheets.add(target);
    },
    true,
  );
}

/** Each failed stylesheet fetched again, as a new element in its place; fails if any fails again. */
const sheetsAgain = () =>
  Promise.all(
    [...failedSheets].map((failed) => {
      failedSheets.delete(failed);
      const sheet = failed.cloneNode() as HTMLLinkElement;
      const loaded = new Promise((resolve, reject) => {
        sheet.onload = resolve;
        sheet.onerror = reject;
      });
      failed.replaceWith(sheet);
      return loaded;
    }),
  );

/** Milliseconds before the try after `attempt` (from 0): 1, 2, 4, then every 5 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 5000);

/** The page loaded anew (a test puts its own here). */
export const page = { reload: () => location.reload() };
/** When this tab last reloaded for code that was gone (sessionStorage), so it never loops. */
const RELOADED_AT = 'school:reloaded-for-new-code';
export const RELOAD_AT_MOST_EVERY_MS = 5 * 60_000;

/**
 * Whether the site's server answers: then code that still cannot be fetched is gone, not out of
 * reach (a newer version of the site was installed since the page loaded, with other chunk
 * names), and only loading the page again finds the new code. The desktop app's code is on its
 * own disk (app://), never replaced under it.
 */
async function serverAnswers(): Promise<boolean> {
  if (!location.protocol.startsWith('http')) return false;
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Loads the page again, unless this tab did so for the same reason a short while ago. */
function reloadOnce(): boolean {
  const now = Date.now();
  if (now - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_AT_MOST_EVERY_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  page.reload();
  return true;
}

/**
 * `load()`, tried again after every failure until it succeeds: after retryDelay(), or at once when
 * the browser says the network is back or the window is looked at again. When the server answers
 * and the code still cannot be fetched, the page is loaded again (see serverAnswers). (On the
 * server, once: its code is on its own disk.)
 */
export async function loadRetrying<M>(load: () => Promise<M>): Promise<M> {
  if (import.meta.env.SSR) return load();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sheetsAgain();
      const module = await load();
      if (attempt) count(-1);
      return module;
    } catch {
      if (!attempt) count(1);
      // Asked after a second failure, and the code tried once more after the answer: a server
      // coming back between the two must not cost the visitor a reload.
      if (attempt && (await serverAnswers())) {
        try {
          const module = await load();
          count(-1);
          return module;
        } catch {
          if (reloadOnce()) return new Promise<M>(() => undefined);
        }
      }
      await new Promise<void>((resolve) => {
        const next = () => {
          clearTimeout(timer);
          removeEventListener('online', next);
          removeEventListener('focus', next);
          resolve();
        };
        const timer = setTimeout(next, retryDelay(attempt));
        addEventListener('online', next);
        addEventListener('focus', next);
      });
    }
  }
}

/** A screen's place while its code is on its way: `loader`, or that the site cannot be reached. */
export function Waiting({ loader }: { loader: ReactNode }) {
  const unreachable = useSyncExternalStore(
    subscribe,
    () => failing > 0,
    () => false,
  );
  return unreachable ? <SiteUnreachable /> : loader;
}
