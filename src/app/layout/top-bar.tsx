import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MenuLink } from '@/contract';
import { useIsLoggedIn, useLogout } from '@/features/auth/use-session';
import { island } from '@/lib/islands';
import { serverFileUrl } from '@/lib/platform';
import { scrollToAnchor } from '@/lib/scroll';
import './top-bar.css';

/** What the top bar shows of the school: its name and logo (GET /api/site's settings; '' for none). */
interface BrandProps {
  schoolName: string;
  logo: string;
}

/** The brand and the school's menu: the entries a visitor sees, resolved by the server (GET /api/site). */
export interface TopBarProps extends BrandProps {
  menu: readonly MenuLink[];
}

/** A menu entry's address that is a section of the home page: `/#contact`. */
const SECTION_PREFIX = `${paths.home}#`;

/** The school's logo (when it has one) and name, linking home. */
function Brand({ schoolName, logo }: BrandProps) {
  return (
    <Link to={paths.home} className="top-bar__brand">
      {/* The name is beside it, so the picture adds nothing to the link's name. */}
      {logo && (
        <img className="top-bar__logo" src={serverFileUrl(logo)} alt="" height={40} decoding="async" />
      )}
      <span className="top-bar__name">{schoolName}</span>
    </Link>
  );
}

export function TopBar({ schoolName, logo, menu }: TopBarProps) {
  const location = useLocation();
  // The menu is open for the page it was opened on, so moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null);
  const [scrolled, setScrolled] = useState(false);
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const menuId = useId();
  const onHome = location.pathname === paths.home;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The menu also closes on Escape.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** A section of the home page: scrolled to where the visitor is on it, else the link goes there. */
  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    setMenuOpen(false);
    if (onHome && scrollToAnchor(anchor)) event.preventDefault();
  }

  const entries = () => (
    <>
      {menu.map(({ label, href }) => {
        if (href === paths.myMeetings && !loggedIn) return null;
        const section = href.startsWith(SECTION_PREFIX) ? href.slice(SECTION_PREFIX.length) : null;
        return (
          <li key={`${label} ${href}`}>
            {section !== null ? (
              <Link to={href} className="top-bar__link" onClick={(event) => onSectionClick(event, section)}>
                {label}
              </Link>
            ) : href.startsWith('/') ? (
              <NavLink to={href} end={href === paths.home} className="top-bar__link">
                {label}
              </NavLink>
            ) : (
              <a href={href} className="top-bar__link">
                {label}
              </a>
            )}
          </li>
        );
      })}
      {loggedIn ? (
        <>
          {!menu.some(({ href }) => href === paths.myMeetings) && (
            <li>
              <NavLink to={paths.myMeetings} className="top-bar__link">
                MY MEETINGS
              </NavLink>
            </li>
          )}
          <li>
            <NavLink to={paths.account} className="top-bar__link" title="Change password">
              ACCOUNT
            </NavLink>
          </li>
          <li>
            <button type="button" className="top-bar__link top-bar__link--cta" onClick={logout}>
              LOGOUT
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink to={paths.login} className="top-bar__link top-bar__link--cta">
              LOGIN
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.signup} className="top-bar__link top-bar__link--cta">
              SIGN UP
            </NavLink>
          </li>
        </>
      )}
    </>
  );

  return (
    <header className={scrolled || !onHome || menuOpen ? 'top-bar top-bar--solid' : 'top-bar'}>
      <div className="top-bar__inner container">
        <Brand schoolName={schoolName} logo={logo} />
        <nav className="top-bar__desktop" aria-label="Main">
          <ul className="top-bar__list">{entries()}</ul>
        </nav>
        <button
          type="button"
          className={menuOpen ? 'top-bar__burger top-bar__burger--open' : 'top-bar__burger'}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      {menuOpen && (
        <nav id={menuId} className="top-bar__mobile" aria-label="Main (mobile)">
          <ul className="top-bar__mobile-list container">{entries()}</ul>
        </nav>
      )}
    </header>
  );
}

/** The top bar as every server-drawn page brings it to life (app/islands/pages/site.ts). */
export const TopBarIsland = island('top-bar', TopBar);
