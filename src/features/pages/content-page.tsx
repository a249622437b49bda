import { useParams } from 'react-router-dom';
import { BannerPage } from '@/components/banner-page';
import { MarkdownText } from '@/components/markdown-text';
import { NotFound } from '@/components/not-found';
import { PageState } from '@/components/page-state';
import { PAGE_TITLES } from '@/config/page-titles';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isNotFound } from '@/lib/api-errors';
import { useContentPageBySlugQuery } from './pages-api';
import './content-page.css';

/** /pages/:slug — one of the school's content pages (privacy notice, terms, about us…). */
export function ContentPageRoute() {
  const { slug = '' } = useParams();
  const { currentData: page, error, isError } = useContentPageBySlugQuery(slug, { skip: !slug });
  const missing = !slug || (isError && isNotFound(error));
  // While the page loads, the tab keeps its title.
  useDocumentTitle(page ? page.title : PAGE_TITLES.notFound, { known: page !== undefined || missing });

  if (missing) return <NotFound />;

  let content;
  if (page) {
    // The page's '#' headings sit under its title (h2 and below); what it holds is never HTML.
    content = <MarkdownText source={page.body} headingLevel={2} className="content-page__body" />;
  } else if (isError) {
    content = (
      <PageState role="alert" error>
        This page could not be loaded. Please try again later.
      </PageState>
    );
  } else {
    content = <PageState role="status">Loading...</PageState>;
  }

  return (
    <BannerPage
      // Until the title is known the banner keeps its height, so the page does not jump.
      heading={page ? <h1>{page.title}</h1> : <p className="content-page__pending" aria-hidden="true" />}
      className="content-page"
      columnClassName="content-page__column"
    >
      {content}
    </BannerPage>
  );
}
