/**
 * What a page the server drew tells the browser's first script (src/boot.ts, written inside the
 * page): which chunks of its own to fetch with the entry. A file of its own, imported by the boot
 * alone in the browser, so the boot shares no chunk with the app.
 */

/** The attribute of #root listing the page's own chunks (addresses, space-separated). */
export const PAGE_MODULES_ATTRIBUTE = 'data-modules';
