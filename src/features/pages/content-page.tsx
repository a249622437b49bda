import { Link, useParams } from 'react-router-dom';
import { MarkdownText } from '@/components/markdown-text';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isNotFound } from '@/lib/api-errors';
import { usePublicQuery } from '@/lib/page-data';
import { contentPageBySlug } from './pages-queries';
import './content-page.css';

/** The not-found screen's words (app/routes/not-found-screen), for an address no page holds. */
function PageNotFound() {
  return (
    <main>
      <section className="page-banner">
        <h1>{PAGE_TITLES.notFound}</h1>
      </section>
      <div className="container section content-page__missing">
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Link className="btn btn--red" to={paths.home}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}

/** /pages/:slug — one of the school's content pages (privacy notice, terms, about us…). */
export function ContentPageRoute() {
  const { slug = '' } = useParams();
  const { currentData: page, error, isError } = usePublicQuery(contentPageBySlug, slug, { skip: !slug });
  const missing = !slug || (isError && isNotFound(error));
  // While the page loads, the tab keeps its title.
  useDocumentTitle(page ? page.title : PAGE_TITLES.notFound, { known: page !== undefined || missing });

  if (missing) return <PageNotFound />;

  let content;
  if (page) {
    // The page's '#' headings sit under its title (h2 and below); what it holds is never HTML.
    content = <MarkdownText source={page.body} headingLevel={2} className="content-page__body" />;
  } else if (isError) {
    content = (
      <p className="content-page__state content-page__state--error" role="alert">
        This page could not be loaded. Please try again later.
      </p>
    );
  } else {
    content = (
      <p className="content-page__state" role="status">
        Loading...
      </p>
    );
  }

  return (
    <main>
      <section className="page-banner">
        {/* Until the title is known the banner keeps its height, so the page does not jump. */}
        {page ? <h1>{page.title}</h1> : <p className="content-page__pending" aria-hidden="true" />}
      </section>
      <section className="section content-page">
        <div className="container content-page__column">{content}</div>
      </section>
    </main>
  );
}
