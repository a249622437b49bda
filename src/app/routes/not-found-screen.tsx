import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main>
      <section className="page-banner">
        <h1>Page not found</h1>
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
