/**
 * What a page the server drew tells the browser's first script (src/boot.ts, written inside the
 * page): which chunks of its own to fetch with the entry. A file of its own, imported by the boot
 * alone in the browser, so the boot shares no chunk with the app.
 */

/** The attribute of #root listing the page's own chunks (addresses, space-separated). */
export const PAGE_MODULES_ATTRIBUTE = 'data-modules';

/**
 * The attribute of #root listing, as JSON (NextModules[]), the scripts the pages this one links to
 * need besides its own: the islands' runtime fetches them ahead (src/lib/next-pages.ts).
 */
export const NEXT_MODULES_ATTRIBUTE = 'data-next-modules';

/** Addresses (router paths: `/meetings/:id`) whose pages need `modules` besides the current page's. */
export interface NextModules {
  paths: string[];
  modules: string[];
}
