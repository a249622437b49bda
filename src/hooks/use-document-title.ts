import { useEffect } from 'react';
import { SITE_NAME } from '@/config/constants';

/** The tab's title of a page named `page` (config/page-titles); the home page has none of its own. */
export function documentTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : `${SITE_NAME} – Courses and Upcoming Meetings`;
}

/**
 * Keeps the tab's title that of the page shown: `page` is the page's name, undefined for the home
 * page. `known: false` while the page does not know it yet (a meeting still loading): the title
 * stays as it was. The server writes the first title into the HTML (app/page-heads.ts).
 */
export function useDocumentTitle(page: string | undefined, { known = true }: { known?: boolean } = {}): void {
  useEffect(() => {
    if (known) document.title = documentTitle(page);
  }, [page, known]);
}
