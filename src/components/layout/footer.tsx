import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SOCIAL_NETWORKS } from '@/contract';
import { useSiteIdentity } from '@/lib/site-identity';
import { SOCIAL_NAMES, SocialIcon } from './social-icons';
import './footer.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const opensInNewTab = (
  <>
    {' '}
    <span className="visually-hidden">(opens in a new tab)</span>
  </>
);

/**
 * Every public page's foot: the school's copyright line (this year's, never stored), its footer
 * text, links (its own, then its content pages) and social profiles; what the school left empty is
 * left out.
 */
export function Footer() {
  const { settings, pages } = useSiteIdentity();
  const { schoolName, footerText, footerLinks, social } = settings;
  const networks = SOCIAL_NETWORKS.filter((network) => social[network] !== '');
  // This year's, read as the page is drawn (in UTC, so the server's page and the browser agree).
  const year = new Date().getUTCFullYear();
  const holder = schoolName ? ` ${schoolName}` : '';

  return (
    <footer className="footer">
      <div className="container footer__inner">
        {/* The school's footer text follows on the same line ("All Rights Reserved." in the demo). */}
        <p className="footer__copyright">{`Copyright © ${year}${holder}.${footerText ? ` ${footerText}` : ''}`}</p>
        {(footerLinks.length > 0 || pages.length > 0) && (
          <nav aria-label="Footer">
            <ul className="footer__links">
              {footerLinks.map((link) => (
                <li key={`${link.label} ${link.url}`}>
                  <a href={link.url} {...NEW_TAB}>
                    {link.label}
                    {opensInNewTab}
                  </a>
                </li>
              ))}
              {pages.map((page) => (
                <li key={page.slug}>
                  <Link to={paths.contentPage.href(page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {networks.length > 0 && (
          <ul className="footer__social" aria-label="Social media">
            {networks.map((network) => (
              <li key={network}>
                <a href={social[network]} {...NEW_TAB}>
                  <SocialIcon network={network} />
                  <span className="visually-hidden">{SOCIAL_NAMES[network]} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
