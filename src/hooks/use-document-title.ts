import { useEffect } from 'react';
import { documentTitle } from '@/config/page-titles';
import { useSiteIdentity } from '@/lib/site-identity';

/**
 * Keeps the tab's title that of the page shown, with the school's name: `page` is the page's name,
 * undefined for the home page. `known: false` while the page does not know it yet (a meeting still
 * loading): the title stays as it was. The server writes the first title into the HTML
 * (app/page-heads.ts).
 */
export function useDocumentTitle(page: string | undefined, { known = true }: { known?: boolean } = {}): void {
  const { schoolName } = useSiteIdentity().settings;
  useEffect(() => {
    if (known) document.title = documentTitle(page, schoolName);
  }, [page, known, schoolName]);
}
