import './page-loader.css';

/** Shown while a page's code is on its way (first load of a lazy route). */
export function PageLoader() {
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
