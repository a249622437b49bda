import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isMenuGroup, type MenuGroup, type MenuItem, type MenuLink } from '@/contract';
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
  menu: readonly MenuItem[];
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
  // The dropdown open (by its label), for the page it was opened on; one at a time.
  const [groupOpen, setGroupOpen] = useState<{ on: string; label: string } | null>(null);
  const openGroup = groupOpen?.on === location.key ? groupOpen.label : null;
  const dropdownId = useId();
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

  // The menus also close on Escape, and a dropdown on a click outside it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        setGroupOpen(null);
      }
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const inDropdown = event.target instanceof Element && event.target.closest('.top-bar__group') !== null;
      if (!inDropdown) setGroupOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  function toggleMenu() {
    setMenuOpen(!menuOpen);
    // A dropdown folds with every toggle, so the mobile menu never opens on one.
    setGroupOpen(null);
  }

  /** A section of the home page: scrolled to where the visitor is on it, else the link goes there. */
  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    setMenuOpen(false);
    setGroupOpen(null);
    if (onHome && scrollToAnchor(anchor)) event.preventDefault();
  }

  /** One link of the menu: a section of the home page, a page of the site or another site. */
  const link = ({ label, href }: MenuLink, className: string) => {
    const section = href.startsWith(SECTION_PREFIX) ? href.slice(SECTION_PREFIX.length) : null;
    if (section !== null)
      return (
        <Link to={href} className={className} onClick={(event) => onSectionClick(event, section)}>
          {label}
        </Link>
      );
    if (href.startsWith('/'))
      return (
        <NavLink to={href} end={href === paths.home} className={className} onClick={() => setGroupOpen(null)}>
          {label}
        </NavLink>
      );
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  };
  const shown = (item: MenuLink) => item.href !== paths.myMeetings || loggedIn;

  /** A dropdown: a button that opens its links beneath it (on the phone's menu, they are listed). */
  const dropdown = (group: MenuGroup, index: number) => {
    const open = openGroup === group.label;
    const id = `${dropdownId}-${String(index)}`;
    return (
      <li key={`group ${group.label}`} className="top-bar__group">
        <button
          type="button"
          className="top-bar__link"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setGroupOpen(open ? null : { on: location.key, label: group.label })}
        >
          {group.label}{' '}
          <span
            className={open ? 'top-bar__caret top-bar__caret--open' : 'top-bar__caret'}
            aria-hidden="true"
          />
        </button>
        {open && (
          <ul id={id} className="top-bar__dropdown">
            {group.links.filter(shown).map((item) => (
              <li key={`${item.label} ${item.href}`}>{link(item, 'top-bar__dropdown-link')}</li>
            ))}
          </ul>
        )}
      </li>
    );
  };

  const entries = (mobile: boolean) => (
    <>
      {menu.map((item, index) => {
        if (isMenuGroup(item)) {
          if (!mobile) return dropdown(item, index);
          return item.links
            .filter(shown)
            .map((inGroup) => (
              <li key={`${item.label} ${inGroup.label} ${inGroup.href}`}>{link(inGroup, 'top-bar__link')}</li>
            ));
        }
        if (!shown(item)) return null;
        return <li key={`${item.label} ${item.href}`}>{link(item, 'top-bar__link')}</li>;
      })}
      {loggedIn ? (
        <>
          {!menu.some((item) =>
            (isMenuGroup(item) ? item.links : [item]).some(({ href }) => href === paths.myMeetings),
          ) && (
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
          <ul className="top-bar__list">{entries(false)}</ul>
        </nav>
        <button
          type="button"
          className={menuOpen ? 'top-bar__burger top-bar__burger--open' : 'top-bar__burger'}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      {menuOpen && (
        <nav id={menuId} className="top-bar__mobile" aria-label="Main (mobile)">
          <ul className="top-bar__mobile-list container">{entries(true)}</ul>
        </nav>
      )}
    </header>
  );
}

/** The top bar as every server-drawn page brings it to life (app/islands/pages/site.ts). */
export const TopBarIsland = island('top-bar', TopBar);
