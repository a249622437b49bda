import './site-unreachable.css';

/**
 * In place of a screen whose code could not be fetched (the server stopped, the connection broke):
 * said inside the site's frame, where the page loader was, until the code comes by itself.
 */
export function SiteUnreachable() {
  return (
    <div className="page-loader site-unreachable">
      <span className="page-loader__spinner" aria-hidden="true" />
      <p className="notice-strip notice-strip--warning" role="alert">
        Can&apos;t reach the school&apos;s site — trying again
      </p>
    </div>
  );
}
