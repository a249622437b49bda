import { Link } from 'react-router-dom';
import { TitledSection } from './titled-section';
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
  return (
    <TitledSection
      className="admin-section-menu"
      level={1}
      title={title}
      titleClassName="admin-section-menu__title"
    >
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
    </TitledSection>
  );
}
