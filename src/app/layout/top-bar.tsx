import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { homeAnchors, paths, type HomeAnchor } from '@/config/paths';
import { useIsLoggedIn, useLogout } from '@/features/auth/use-session';
import { island } from '@/lib/islands';
import { serverFileUrl } from '@/lib/platform';
import { scrollToAnchor } from '@/lib/scroll';
import './top-bar.css';

/** What the top bar shows of the school: its name and logo (GET /api/site's settings; '' for none). */
export interface TopBarProps {
  schoolName: string;
  logo: string;
}

/** The school's logo (when it has one) and name, linking home. */
function Brand({ schoolName, logo }: TopBarProps) {
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

export function TopBar({ schoolName, logo }: TopBarProps) {
  const location = useLocation();
  // A menu is open for the page it was opened on, so moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [pagesOpenOn, setPagesOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const pagesOpen = pagesOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null);
  const setPagesOpen = (open: boolean) => setPagesOpenOn(open ? location.key : null);
  const [scrolled, setScrolled] = useState(false);
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const navigate = useNavigate();
  const pagesRef = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const pagesId = useId();
  const onHome = location.pathname === paths.home;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Menus also close on Escape and (the dropdown) on a click elsewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        setPagesOpenOn(null);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (pagesRef.current && event.target instanceof Node && !pagesRef.current.contains(event.target))
        setPagesOpenOn(null);
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
    // The PAGES dropdown folds with every toggle, so the mobile menu never opens on it.
    setPagesOpen(false);
  }

  function goToSection(anchor: HomeAnchor) {
    setMenuOpen(false);
    // From another page, the home page at that section: a new document on the website (the browser
    // goes to the anchor itself), the home route scrolling there where the browser draws pages.
    if (onHome) scrollToAnchor(anchor);
    else void navigate({ pathname: paths.home, hash: anchor });
  }

  const entries = (mobile: boolean) => (
    <>
      <li>
        <NavLink to={paths.home} end className="top-bar__link">
          HOME
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.meetings} className="top-bar__link">
          MEETINGS
        </NavLink>
      </li>
      <li>
        <button type="button" className="top-bar__link" onClick={() => goToSection(homeAnchors.apply)}>
          APPLY NOW
        </button>
      </li>
      {mobile ? (
        <>
          <li>
            <Link to={paths.meetings} className="top-bar__link">
              Upcoming Meetings
            </Link>
          </li>
          <li>
            <Link to={paths.meetingDetails} className="top-bar__link">
              Meeting Details
            </Link>
          </li>
        </>
      ) : (
        <li className="top-bar__pages" ref={pagesRef}>
          <button
            type="button"
            className="top-bar__link"
            aria-expanded={pagesOpen}
            aria-controls={pagesId}
            onClick={() => setPagesOpen(!pagesOpen)}
          >
            PAGES{' '}
            <span
              className={pagesOpen ? 'top-bar__caret top-bar__caret--open' : 'top-bar__caret'}
              aria-hidden="true"
            />
          </button>
          {pagesOpen && (
            <ul id={pagesId} className="top-bar__dropdown">
              <li>
                <Link to={paths.meetings}>Upcoming Meetings</Link>
              </li>
              <li>
                <Link to={paths.meetingAllDetails}>Meeting Details</Link>
              </li>
            </ul>
          )}
        </li>
      )}
      <li>
        <button type="button" className="top-bar__link" onClick={() => goToSection(homeAnchors.courses)}>
          COURSES
        </button>
      </li>
      <li>
        <button type="button" className="top-bar__link" onClick={() => goToSection(homeAnchors.contact)}>
          CONTACT US
        </button>
      </li>
      {loggedIn ? (
        <>
          <li>
            <NavLink to={paths.myMeetings} className="top-bar__link">
              MY MEETINGS
            </NavLink>
          </li>
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
