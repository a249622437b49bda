import './pager.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What is paged, for screen readers, e.g. 'Meetings pages'. */
  label: string;
}

/** Previous and Next with 'Page X of Y'; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPageChange, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span className="pager__status">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="pager__button"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
