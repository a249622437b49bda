import { NotFound } from '@/components/not-found';
import { PAGE_TITLES } from '@/config/page-titles';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return <NotFound />;
}
