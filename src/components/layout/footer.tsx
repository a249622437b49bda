import { COPYRIGHT_YEAR } from '@/config/constants';
import './footer.css';

/** Template credits, as the original design asks; they open in a new tab. */
const CREDITS = [
  { label: 'Design', name: 'TemplateMo', href: 'https://templatemo.com' },
  { label: 'Distribution', name: 'ThemeWagon', href: 'https://themewagon.com' },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__copyright">
          Copyright © {COPYRIGHT_YEAR} Your Company Name. All Rights Reserved.
        </p>
        <p className="footer__credits">
          {CREDITS.map((credit, index) => (
            <span key={credit.name} className="footer__credit">
              {index > 0 && <span aria-hidden="true"> | </span>}
              {credit.label}:{' '}
              <a href={credit.href} target="_blank" rel="noopener noreferrer">
                {credit.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </span>
          ))}
        </p>
      </div>
    </footer>
  );
}
