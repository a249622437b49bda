import { useEffect } from 'react';
import { documentTitle } from '@/config/page-titles';

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
