import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './admin-list-page.css';

export interface AdminListLink {
  to: string;
  label: string;
}

export interface AdminListPageProps {
  title: string;
  /** E.g. 'Total Meetings: 27', once known. */
  total?: string | undefined;
  /** The links under the list, if any; the first is the main one. */
  links: readonly AdminListLink[];
  linksLabel: string;
  /** The table, and its pager. */
  children: ReactNode;
}

/** A Manage page of the admin area: its heading and total, the list, the links under it. */
export function AdminListPage({ title, total, links, linksLabel, children }: AdminListPageProps) {
  const headingId = useId();
  return (
    <section className="admin-list" aria-labelledby={headingId}>
      <div className="admin-list__header">
        <h1 id={headingId} className="admin-list__heading">
          {title}
        </h1>
        {total && <p className="admin-list__count">{total}</p>}
      </div>
      {children}
      {links.length > 0 && (
        <nav className="admin-list__links" aria-label={linksLabel}>
          {links.map((link, index) => (
            <Link key={link.to} className={index === 0 ? 'btn btn--red' : 'btn btn--ghost'} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
