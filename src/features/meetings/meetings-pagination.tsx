import { pageWindow } from './page-window';
import './meetings-pagination.css';

interface MeetingsPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages and Next; the caller hides it when there is only one page. */
export function MeetingsPagination({ page, totalPages, onPageChange }: MeetingsPaginationProps) {
  return (
    <nav className="meetings-pagination" aria-label="Meetings pages">
      <ul className="meetings-pagination__list">
        <li>
          <button
            type="button"
            className="meetings-pagination__button meetings-pagination__step"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="meetings-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="meetings-pagination__button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="meetings-pagination__button meetings-pagination__step"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
