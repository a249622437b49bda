import { useId } from 'react';
import { Link } from 'react-router-dom';
import './card.css';
import './admin-section-menu.css';

export interface AdminSectionLink {
  to: string;
  label: string;
  /** One line on what the link is for, under it. */
  description: string;
}

/** A section's start page in the admin area: a welcome heading and its few destinations as large links. */
export function AdminSectionMenu({ title, links }: { title: string; links: readonly AdminSectionLink[] }) {
  const headingId = useId();
  return (
    <section className="admin-section-menu" aria-labelledby={headingId}>
      <h1 id={headingId} className="admin-section-menu__title">
        {title}
      </h1>
      <ul className="admin-section-menu__list">
        {links.map((link) => (
          <li key={link.to} className="panel admin-section-menu__item">
            <Link to={link.to} className="admin-section-menu__link">
              {link.label}
            </Link>
            <p className="admin-section-menu__description">{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
