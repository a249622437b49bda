import { pageWindow } from './page-window';
import './pager.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What is paged, for screen readers, e.g. 'Meetings pages'. */
  label: string;
  /**
   * A button for each page near the current one, between Previous and Next (the public list);
   * otherwise 'Page X of Y' between Previous and Next (the admin tables).
   */
  numbered?: boolean;
}

/** Previous, the pages and Next; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPageChange, label, numbered = false }: PagerProps) {
  if (totalPages <= 1) return null;
  const step = (to: number, text: string, disabled: boolean) => (
    <li>
      <button type="button" className="pager__button" disabled={disabled} onClick={() => onPageChange(to)}>
        {text}
      </button>
    </li>
  );
  return (
    <nav className={numbered ? 'pager pager--numbered' : 'pager pager--status'} aria-label={label}>
      <ul className="pager__list">
        {step(page - 1, 'Previous', page <= 1)}
        {numbered ? (
          pageWindow(page, totalPages).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className="pager__button"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )
        ) : (
          <li className="pager__status">
            Page {page} of {totalPages}
          </li>
        )}
        {step(page + 1, 'Next', page >= totalPages)}
      </ul>
    </nav>
  );
}
