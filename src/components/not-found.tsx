import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '@/config/page-titles';
import { paths } from '@/config/paths';

/** What an address that leads nowhere shows: the unknown route's screen, and a content page no one wrote. */
export function NotFound() {
  return (
    <main>
      <section className="page-banner">
        <h1>{PAGE_TITLES.notFound}</h1>
      </section>
      <div className="container section" style={{ textAlign: 'center' }}>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Link className="btn btn--red" to={paths.home}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
