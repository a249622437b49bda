import { Link } from 'react-router-dom';
import { pageWindow } from './page-window';
import './pager.css';

interface LinkPagerProps {
  page: number;
  totalPages: number;
  /** The address of a page of the list. */
  href: (page: number) => string;
  /** What is paged, for screen readers, e.g. 'Course pages'. */
  label: string;
}

/**
 * The public list's numbered bar as plain links: each page is an address of its own, so a page
 * the server drew pages without any script. Nothing when everything fits on one page.
 */
export function LinkPager({ page, totalPages, href, label }: LinkPagerProps) {
  if (totalPages <= 1) return null;
  const step = (to: number, text: string, disabled: boolean) => (
    <li>
      {disabled ? (
        <span className="pager__button pager__button--off" aria-disabled="true">
          {text}
        </span>
      ) : (
        <Link className="pager__button" to={href(to)}>
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav className="pager pager--numbered" aria-label={label}>
      <ul className="pager__list">
        {step(page - 1, 'Previous', page <= 1)}
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__button"
                to={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, 'Next', page >= totalPages)}
      </ul>
    </nav>
  );
}
